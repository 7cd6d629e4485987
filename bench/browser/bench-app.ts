import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@shared/contracts/auth';
import { PROJECT_ROOT } from '@server/test-support/server-process';
import { signInViaApi } from '@server/test-support/auth-api';
import { startServerUnderTest, type ServerUnderTest } from '../server-under-test';
import { prepareBenchLibraries } from './bench-libraries';

export interface BenchApp {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** A signed-in session for the user with this many videos. */
  sessions: Map<number, Session>;
  stop(): Promise<void>;
}

/**
 * Builds the client every time: with Vite it takes seconds, and figures from a stale dist/ would
 * describe code that is no longer there (the lead reruns after merging others' changes).
 */
async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: PROJECT_ROOT, logLevel: 'warn' });
}

/**
 * The built app as users get it: the server under test serving dist/client and the API on an
 * embedded database prepared beforehand with one Pro user per size in `sizes`, each signed in
 * through the API.
 */
export async function startBenchApp(sizes: readonly number[]): Promise<BenchApp> {
  await buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-browser-bench-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let server: ServerUnderTest | undefined;
  try {
    const libraries = await prepareBenchLibraries(dataDir, sizes);
    server = await startServerUnderTest({ DATA_DIR: dataDir });
    const sessions = new Map<number, Session>();
    for (const [size, library] of libraries) {
      sessions.set(
        size,
        await signInViaApi(server.url, { email: library.email, password: library.password }),
      );
    }
    const running = server;
    return {
      url: running.url,
      sessions,
      async stop() {
        await running.stop();
        removeData();
      },
    };
  } catch (error) {
    // The error that got here is the one to report, not a stop it caused.
    await server?.stop().catch(() => undefined);
    removeData();
    throw error;
  }
}
