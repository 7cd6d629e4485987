import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import type { Database } from '@server/db/client';

/** Where nothing listens: a YouTube link's metadata lookup fails at once and falls back. */
export const UNREACHABLE_OEMBED_URL = 'http://127.0.0.1:9/oembed';
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export interface BenchServer {
  /** e.g. http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

/**
 * The API over real HTTP on a free port, on `db`, configured as by default; oEmbed points where nothing
 * listens, so a YouTube link falls back at once (benchmarks use other links anyway).
 */
export async function startBenchServer(db: Database): Promise<BenchServer> {
  const app = createApp({
    db,
    // The defaults, rate limits included: benchmark sign-ins all succeed, which never count.
    config: { ...loadConfig({}), youtubeOembedUrl: UNREACHABLE_OEMBED_URL },
    jwtSecret: BENCH_JWT_SECRET,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
