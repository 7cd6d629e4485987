import { connect, type Socket } from 'node:net';

/**
 * A client that sends `GET path` with a bearer token over a raw socket, takes the first bytes of
 * the answer and then never reads again: the kernel's buffers fill and the server's writes
 * block, as behind a stalled phone or a hostile script. Resolves once the answer has started,
 * with the socket (destroy it to let the server go).
 */
export function stalledReader(port: number, path: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
    });
    socket.once('data', () => {
      socket.pause();
      resolve(socket);
    });
  });
}
