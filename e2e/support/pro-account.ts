import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { spawnTs } from '../../src/server/test-support/server-process';
import { STRONG_PASSWORD, uniqueEmail, type Account } from './accounts';
import { signInViaApi } from './auth-api';
import { useServer, type E2eServer } from './server';

/**
 * The real server on a database that already holds one Pro user. Only the operator CLI grants
 * Pro, and it cannot open the embedded database while a server holds it, so the user is made
 * before the server starts, in a data directory of our own.
 */
export function useServerWithProUser(): { server: E2eServer; proAccount: () => Promise<Account> } {
  const email = uniqueEmail('pro');
  let dataDir: string | undefined;
  // Registered before the server's hooks, so it runs after the server has stopped.
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const server = useServer(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-e2e-pro-'));
    const cli = spawnTs(
      'src/cli/main.ts',
      ['create-user', '--email', email, '--password', STRONG_PASSWORD, '--tier', 'pro'],
      { DATA_DIR: dataDir },
    );
    const result = await cli.exited;
    if (result.code !== 0) throw new Error(`Creating the Pro user failed:\n${result.stderr}`);
    return { DATA_DIR: dataDir };
  });
  return {
    server,
    async proAccount() {
      const session = await signInViaApi(server.url, { email, password: STRONG_PASSWORD });
      return { email, password: STRONG_PASSWORD, session };
    },
  };
}
