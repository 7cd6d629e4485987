import type pg from 'pg';

/**
 * Keeps why PostgreSQL ended a checked-out connection between two statements, and makes it the
 * cause of the next statement's error.
 *
 * When the server ends a connection while no statement runs on it (idle_in_transaction_session_
 * timeout, 25P03; an administrator's terminate; a restart), node-postgres reports the reason only
 * as an 'error' event on the client, and the request's next statement fails with a bare "Client
 * has encountered a connection error and is not queryable". With the reason as its cause, the
 * error handler can tell a request that took too long (503 database_timeout) from an outage.
 *
 * It also listens for that 'error' event, which must be listened to: pg-pool does so only for idle
 * clients, and an unhandled 'error' event would end the process. The request's statement fails
 * with it (and answers 503); the pool drops the dead client when it is released.
 */
export function keepConnectionEndReason(client: pg.PoolClient): void {
  let endedBy: Error | undefined;
  client.on('error', (error) => {
    endedBy ??= error;
  });
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    // Only the promise form can fail later (drizzle uses it); callbacks and streams pass through.
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (endedBy && error instanceof Error && error.cause === undefined) error.cause = endedBy;
      throw error;
    });
  }) as typeof client.query;
}
