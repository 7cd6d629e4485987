import { sql, type SQL } from 'drizzle-orm';
import { createApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import type { Database } from '@server/db/client';
import { createQueryLog, type LoggedStatement } from '@server/test-support/query-log';
import { apiClient, type ApiRequest } from '@server/test-support/test-app';
import type { BenchStore } from '../bench-database';
import { BENCH_SERVER_ENV } from '../server-under-test';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/**
 * The database opened in the bench's own process, every statement logged with the user its
 * transaction runs as (undefined: as the system), and the app's code on it, called in-process
 * with no network: to see which statements an operation runs, and to seed and time the bare
 * queries beside the server. It serves nobody and nothing it does is a figure of the server:
 * those are measured on the server under test (../server-under-test.ts). Close it before the
 * server starts: a PGlite directory opens in one process at a time.
 */
export interface StatementProbe {
  db: Database;
  request: ApiRequest;
  /** The statements logged since the last take. Run one operation at a time between takes. */
  take(): LoggedStatement[];
  close(): Promise<void>;
}

export async function openStatementProbe(store: BenchStore): Promise<StatementProbe> {
  // Operations run one at a time here, so "inside which asUser" is one variable.
  let runningAs: string | undefined;
  const log = createQueryLog(() => runningAs);
  const db = await store.open({ logger: log.logger });
  const tagged: Database = {
    ...db,
    asUser: (userId, fn, options) =>
      db.asUser(
        userId,
        async (tx) => {
          runningAs = userId;
          try {
            return await fn(tx);
          } finally {
            runningAs = undefined;
          }
        },
        options,
      ),
  };
  const app = createApp({
    db: tagged,
    config: loadConfig(BENCH_SERVER_ENV),
    jwtSecret: BENCH_SERVER_ENV.JWT_SECRET,
  });
  return { db, request: apiClient(app), take: log.take, close: () => db.close() };
}

/** A logged statement as drizzle SQL again, its `$n` placeholders bound to the logged values. */
export function replay({ sql: text, params }: LoggedStatement): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
    sql.raw(''),
  );
}

/** Signs a seeded user in through the app (in-process or over HTTP); their access token. */
export async function signIn(request: ApiRequest, email: string) {
  const res = await request<{ access_token: string; refresh_token: string }>(
    'POST',
    '/api/auth/signin',
    { body: { email, password: STRONG_PASSWORD } },
  );
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return res.body;
}
