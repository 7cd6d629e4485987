import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServerProcess, type ServerProcess } from '@server/test-support/server-process';

export interface E2eServer {
  /** Where the server listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
}

/**
 * The real server (src/server/main.ts, serving the built client from dist/client) for one test
 * file, on an embedded database in a temporary DATA_DIR. Stopped with SIGTERM afterwards, and
 * it must exit 0: shutdown is graceful.
 */
export type ServerEnv = Record<string, string>;

/**
 * `env` may be a function: it runs in the server's beforeAll, after earlier hooks (e.g. a fake
 * oEmbed server registered before this call) have set up what it needs.
 */
export function useServer(env: ServerEnv | (() => ServerEnv | Promise<ServerEnv>) = {}): E2eServer {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-'));
    const extra = typeof env === 'function' ? await env() : env;
    // Pages are not read (YouTube's oEmbed still is): the links tests save stay offline and keep
    // their fallbacks. A test may pass METADATA_FETCH itself; no setting lets the server reach a
    // local fake page (the API tests do that in-process, decision 0048).
    server = await startServerProcess({ DATA_DIR: dataDir, METADATA_FETCH: 'oembed', ...extra });
  });

  afterAll(async () => {
    try {
      if (server) {
        const result = await server.stop('SIGTERM');
        expect(result.code, `The server did not shut down cleanly:\n${result.stderr}`).toBe(0);
      }
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  return {
    get url() {
      if (!server) throw new Error('The server is not started yet: use it inside a test.');
      return server.url;
    },
  };
}
