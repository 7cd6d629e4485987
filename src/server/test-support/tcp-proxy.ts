import { connect, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the far side looks during an outage: `refused`, a server that is down (every connection
 * is reset at once); `unreachable`, a host that does not answer (connections are accepted and
 * then never hear a byte, so only the client's own timeout ends them).
 */
export type Outage = 'refused' | 'unreachable';

export interface TcpProxy {
  /** The local port that forwards to the target. */
  port: number;
  /** Connections being forwarded now. */
  readonly forwarding: number;
  /** Resets every open connection, then treats new ones as `outage` says. */
  cut(outage: Outage): void;
  /** Forwards new connections again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP forwarder to put between a server process and its database, so that a test can take the
 * database away and give it back without touching the real one, which other tests share.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const upstreams = new Set<Socket>();
  let outage: Outage | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset or refused peer: the 'close' that follows does the cleaning up.
    socket.on('error', () => {});
  };

  const server = createServer((client) => {
    track(client);
    if (outage === 'refused') return void client.resetAndDestroy();
    if (outage === 'unreachable') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    // Either side ending ends the other, as one connection through a network would.
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const resetAll = () => sockets.forEach((socket) => socket.resetAndDestroy());
  return {
    port: (server.address() as AddressInfo).port,
    get forwarding() {
      return upstreams.size;
    },
    cut(next) {
      outage = next;
      resetAll();
    },
    restore() {
      outage = undefined;
    },
    close() {
      resetAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
