import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The host the fake stands in for; Chromium is told to resolve it to the fake. */
export const YOUTUBE_HOST = 'www.youtube.com';

export interface FakeYouTube {
  /** The local port Chromium's host-resolver rule sends www.youtube.com to. */
  port: number;
  close(): Promise<void>;
}

/** The title a watch page of the fake has, as a tab shows it. */
export const fakeWatchTitle = (id: string): string => `Fake video ${id} - YouTube`;

/**
 * A local stand-in for YouTube's watch pages, over HTTPS with a certificate made for this run
 * (Chromium is started with --ignore-certificate-errors): the extension then sees a tab at
 * https://www.youtube.com/watch?v=… exactly as on the real site, without the network.
 */
export async function startFakeYouTube(): Promise<FakeYouTube> {
  const dir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-youtube-'));
  let key: Buffer;
  let cert: Buffer;
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
        ...['-subj', `/CN=${YOUTUBE_HOST}`, '-addext', `subjectAltName=DNS:${YOUTUBE_HOST}`],
      ],
      { stdio: 'ignore' },
    );
    key = readFileSync(join(dir, 'key.pem'));
    cert = readFileSync(join(dir, 'cert.pem'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const server = createServer({ key, cert }, (req, res) => {
    const url = new URL(req.url ?? '/', `https://${YOUTUBE_HOST}`);
    const id = url.searchParams.get('v');
    if (url.pathname !== '/watch' || !id) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return void res.end('Not Found');
    }
    const title = fakeWatchTitle(id).replace(/[<&]/g, '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
