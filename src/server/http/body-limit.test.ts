import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { cappedBytes } from './body-limit';

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
