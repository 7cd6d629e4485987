import type { Logger } from 'drizzle-orm/logger';

/** One statement as the database received it. */
export interface LoggedStatement {
  sql: string;
  params: unknown[];
  /** What `context` answered when the statement ran (e.g. the user a transaction runs as). */
  context: string | undefined;
}

/**
 * Transaction control, which the drivers issue differently (node-postgres sends BEGIN and COMMIT
 * as statements, PGlite's transaction() does not pass them to the logger): left out, so counts
 * compare across drivers.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|set transaction)\b/i;

/**
 * A drizzle logger that keeps the statements a database runs, for counting them (an N+1 guard)
 * or explaining them. Pass `logger` where the database is opened.
 */
export function createQueryLog(context: () => string | undefined = () => undefined) {
  let statements: LoggedStatement[] = [];
  const logger: Logger = {
    logQuery(sql, params) {
      if (!TRANSACTION_CONTROL.test(sql)) statements.push({ sql, params, context: context() });
    },
  };
  return {
    logger,
    /** The statements since the last take (or since the start), and forgets them. */
    take(): LoggedStatement[] {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

export type QueryLog = ReturnType<typeof createQueryLog>;
