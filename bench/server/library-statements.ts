import type { LoggedStatement } from '@server/test-support/query-log';
import { runLoad, type LoadResult } from '../load';
import { replay, signIn, type StatementProbe } from './statement-probe';
import type { SeededUser } from './seed';

export interface LibraryStatements {
  /** Every statement one GET /api/library ran (transaction control not counted). */
  count: number;
  /** The reads inside the library's own transaction: what the bare query replays. */
  reads: LoggedStatement[];
}

/** Loads `user`'s library once through the app in-process and keeps what it ran. */
export async function libraryStatements(
  probe: StatementProbe,
  user: SeededUser,
): Promise<LibraryStatements> {
  const { access_token: token } = await signIn(probe.request, user.email);
  probe.take();
  const res = await probe.request('GET', '/api/library', { token });
  if (res.status !== 200) throw new Error(`library of ${user.email}: ${res.status}`);
  const statements = probe.take();
  return {
    count: statements.length,
    reads: statements.filter((s) => s.context === user.id && !/set_config/.test(s.sql)),
  };
}

/**
 * The database's floor for the library load: the endpoint's own reads, replayed through the same
 * driver at the same concurrency, in the transaction the endpoint opens (as the user, one
 * read-only REPEATABLE READ snapshot). Not included: HTTP, the token and session check, mapping
 * rows and writing JSON, which are the server's share.
 */
export const bareLibraryLoad = (
  probe: StatementProbe,
  user: SeededUser,
  reads: LoggedStatement[],
  seconds: number,
): Promise<LoadResult> =>
  runLoad(
    () =>
      probe.db.asUser(
        user.id,
        async (tx) => {
          for (const statement of reads) await tx.execute(replay(statement));
        },
        { snapshot: true },
      ),
    { seconds },
  );
