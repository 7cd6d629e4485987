import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** Whether a new TCP connection to the server at `url` is refused (nothing listens any more). */
export function isRefused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? resolve(true) : reject(error),
    );
  });
}

export interface KeptAliveAnswer {
  status: number;
  /** The Connection header: `close` when the server will not take another request on it. */
  connection: string | undefined;
  body: any;
}

/**
 * A client that keeps one connection alive and sends its requests over it one after another,
 * as a browser tab does (fetch's pool could spread them over several connections).
 */
export function keptAliveConnection() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    request(
      method: string,
      url: string,
      options: { token?: string; body?: unknown } = {},
    ): Promise<KeptAliveAnswer> {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers = {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      };
      return new Promise((resolve, reject) => {
        const req = httpRequest(url, { method, agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              body: text ? JSON.parse(text) : undefined,
            }),
          );
        });
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
