import { Agent, request } from 'node:http';

/**
 * One device's connection to the server: a single kept-alive socket, as a browser tab keeps.
 *
 * Why not fetch: its shared pool closes sockets that idle a few seconds and opens new ones when
 * all are busy, and a saturated Node server accepts one new connection per event-loop turn
 * (libuv ≥ 1.45, libuv/libuv#3696), so under load those new connections waited up to 30 s
 * in the accept queue while the server answered everyone else in under 2 s: the tail measured
 * the harness's churn, not the API. A socket per device, opened before the clock starts
 * (`warmUp`), measures requests.
 */
export function createConnection(baseUrl: string) {
  const newAgent = () => new Agent({ keepAlive: true, maxSockets: 1 });
  let agent = newAgent();
  return {
    /**
     * The status, body text and ETag, or a rejection when no answer came within `timeoutMs`.
     */
    send(
      method: string,
      path: string,
      headers: Record<string, string>,
      body: string | undefined,
      timeoutMs: number,
    ): Promise<{ status: number; text: string; etag: string | undefined }> {
      return new Promise((resolve, reject) => {
        const req = request(
          new URL(path, baseUrl),
          { method, headers, agent, signal: AbortSignal.timeout(timeoutMs) },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, text, etag: res.headers.etag }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    /**
     * Drops the socket, so that the next request opens a new one. Between phases: the server
     * closes sockets idle for 5 s, and a request sent as it does so fails with ECONNRESET.
     */
    reconnect() {
      agent.destroy();
      agent = newAgent();
    },
    close: () => agent.destroy(),
  };
}

export type Connection = ReturnType<typeof createConnection>;
