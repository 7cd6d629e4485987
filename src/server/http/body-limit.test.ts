import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '@shared/constants';
import { AppError } from './app-error';
import { cappedBytes, limitBody } from './body-limit';
import { handleError } from './error-handler';

const drain = async (bytes: AsyncIterable<Uint8Array>) => {
  let size = 0;
  for await (const chunk of bytes) size += chunk.byteLength;
  return size;
};

describe('cappedBytes', () => {
  it('passes a body within the cap through whole', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'a'.repeat(100) });
    expect(await drain(cappedBytes(request, 100, 'Too large.'))).toBe(100);
  });

  it('refuses a body whose declared length is over the cap before reading it', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      headers: { 'Content-Length': '1000' },
      body: new ReadableStream({
        pull(controller) {
          controller.enqueue(new Uint8Array(10));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const bytes = cappedBytes(request, 100, 'Too large.');
    const error = await bytes.next().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'payload_too_large', status: 413, message: 'Too large.' });
  });

  it('refuses a body without a length as soon as it passes the cap', async () => {
    let chunks = 0;
    const request = new Request('http://x/', {
      method: 'POST',
      body: new ReadableStream({
        pull(controller) {
          chunks += 1;
          controller.enqueue(new Uint8Array(40));
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const error = await drain(cappedBytes(request, 100, 'Too large.')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'payload_too_large' });
    expect(chunks).toBeLessThan(6);
  });
});

/** A request that counts how often its body stream is asked for. */
class WatchedRequest extends Request {
  bodyAsked = 0;
  override get body() {
    this.bodyAsked += 1;
    return super.body;
  }
}

/** An app behind the limit that answers with the size of the JSON it read. */
function limitedApp() {
  const app = new Hono();
  app.onError(handleError);
  app.use('*', limitBody());
  app.all('/echo', async (c) => {
    if (c.req.method === 'GET') return c.json({ read: 0 });
    const body = await c.req.json<{ text: string }>();
    return c.json({ read: body.text.length });
  });
  return app;
}

const post = (text: string, headers: Record<string, string> = {}) =>
  new WatchedRequest('http://x/echo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ text }),
  });

describe('limitBody', () => {
  it('judges a body of declared length by its header, without opening its stream', async () => {
    const text = 'a'.repeat(1000);
    const request = post(text, { 'Content-Length': String(JSON.stringify({ text }).length) });
    const res = await limitedApp().fetch(request);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ read: 1000 });
    expect(request.bodyAsked).toBe(0);
  });

  it('refuses a declared length over the limit with 413, before reading', async () => {
    const request = post('a', { 'Content-Length': String(MAX_BODY_BYTES + 1) });
    const res = await limitedApp().fetch(request);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
    });
  });

  it('counts a body without a length as it reads, and refuses it past the limit', async () => {
    const within = await limitedApp().fetch(post('a'.repeat(100)));
    expect(await within.json()).toEqual({ read: 100 });
    const over = await limitedApp().fetch(post('a'.repeat(MAX_BODY_BYTES)));
    expect(over.status).toBe(413);
  });

  it('lets a GET through without asking for a body', async () => {
    const request = new WatchedRequest('http://x/echo');
    const res = await limitedApp().fetch(request);
    expect(await res.json()).toEqual({ read: 0 });
    expect(request.bodyAsked).toBe(0);
  });
});
