import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * The app served over a real socket on an ephemeral port of this machine, as main.ts serves it:
 * what only a socket shows (a client that stops reading, a peer address) needs one.
 */
export async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** Stops listening and cuts every connection still open (stalled readers included). */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
