import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { isRefused, keptAliveConnection } from '@server/test-support/http-connections';
import { prepareGracefulClose } from './graceful-close';

/** A server whose answers the test writes itself: each request waits in `waiting`. */
async function startServer() {
  const waiting: ServerResponse[] = [];
  const server = createServer((_req, res) => void waiting.push(res));
  // Far longer than any test: a connection left to its keep-alive timeout would hold close().
  server.keepAliveTimeout = 10 * 60_000;
  const close = prepareGracefulClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const client = keptAliveConnection();
  onTestFinished(() => {
    client.close();
    server.closeAllConnections();
  });
  const nextWaiting = async () => {
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    return waiting.shift()!;
  };
  return { url, close, client, nextWaiting };
}

describe('prepareGracefulClose', () => {
  it('answers the request in flight in full, closing its kept-alive connection after it', async () => {
    const { url, close, client, nextWaiting } = await startServer();
    await Promise.all([client.request('GET', url), (await nextWaiting()).end('{}')]);
    const answer = client.request('GET', url);
    const res = await nextWaiting();

    const closed = close(60_000);
    expect(await isRefused(url)).toBe(true);
    res.end('{"done":true}');
    expect(await answer).toMatchObject({ connection: 'close', body: { done: true } });
    await closed;
  });

  it('closes a connection whose answer had started before the stop as soon as it ends', async () => {
    const { url, close, client, nextWaiting } = await startServer();
    const answer = client.request('GET', url);
    const res = await nextWaiting();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"streamed":');

    const closed = close(60_000);
    res.end('true}');
    expect(await answer).toMatchObject({ connection: 'keep-alive', body: { streamed: true } });
    await closed;
  });

  it('cuts a request that never ends once the grace is over', async () => {
    const { url, close, client, nextWaiting } = await startServer();
    const answer = client.request('GET', url);
    await nextWaiting();

    await close(100);
    await expect(answer).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
