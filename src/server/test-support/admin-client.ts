import pg from 'pg';

/**
 * Runs `work` with a client connected to the PostgreSQL server at `serverUrl` (its maintenance
 * database, where databases are made and dropped), and ends the connection whatever happens.
 */
export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
