import type { Server, ServerResponse } from 'node:http';

/**
 * Prepares `server` to be closed the way a stop needs: no new connections, every request in
 * flight answered, then nothing left open. Returns the function that closes it.
 *
 * server.close() alone (Node 20; @hono/node-server's serve() is a plain node:http server and adds
 * nothing) stops accepting and closes the kept-alive connections idle at that moment, but a
 * connection busy then stays open after its answer, keeps serving whatever its client sends next,
 * and so holds the stop open for as long as that client is busy. So once closing, every answer
 * says `Connection: close`, and a connection is closed as soon as its last answer is done.
 *
 * A request that never ends (a stalled upload, a reader that stopped reading its export) must not
 * hold the stop either: after `graceMs`, whatever is still open is cut.
 */
export function prepareGracefulClose(server: Server): (graceMs: number) => Promise<void> {
  const unfinished = new Set<ServerResponse>();
  let closing = false;

  server.on('request', (_req, res: ServerResponse) => {
    // A request that reached a kept-alive connection just before it closed is still answered.
    if (closing) res.setHeader('Connection', 'close');
    unfinished.add(res);
    res.on('close', () => {
      unfinished.delete(res);
      // Its headers may have gone out before the stop with `keep-alive`: close it now rather
      // than after the keep-alive timeout.
      if (closing) server.closeIdleConnections();
    });
  });

  return (graceMs) => {
    closing = true;
    for (const res of unfinished) if (!res.headersSent) res.setHeader('Connection', 'close');
    return new Promise((resolve) => {
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
  };
}
