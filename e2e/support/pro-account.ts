import type { Database } from '@server/db/client';
import { createUsersService } from '@server/features/users';
import { uniqueEmail, type Account } from './accounts';
import { signInViaApi } from '@server/test-support/auth-api';
import { useServerOnPreparedData } from './prepared-data';
import type { E2eServer } from './server';
import { type UserRow } from '@server/core';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/**
 * The real server on a database that already holds one Pro user. No API grants Pro (the
 * operator CLI does, through the same users service), so the user is made before the server
 * starts; `seed` may then write their library, e.g. more videos than the API adds in a test.
 */
export function useServerWithProUser(seed?: (db: Database, user: UserRow) => Promise<void>): {
  server: E2eServer;
  proAccount: () => Promise<Account>;
} {
  const email = uniqueEmail('pro');
  const server = useServerOnPreparedData(async (db) => {
    const user = await createUsersService(db).create(email, STRONG_PASSWORD, 'pro');
    await seed?.(db, user);
  });
  return {
    server,
    async proAccount() {
      const session = await signInViaApi(server.url, { email, password: STRONG_PASSWORD });
      return { email, password: STRONG_PASSWORD, session };
    },
  };
}
