import type { Session } from '../src/shared/contracts/auth';
import type { Database } from '../src/server/db/client';
import { benchDrivers, withBenchDatabase } from './bench-database';
import { BENCH_PASSWORD, startBenchServer } from './bench-server';
import { runLoad, type LoadResult } from './load';
import { writeResults } from './results-file';

// `npm run bench`: the API's request throughput and latency at 10 connections, on the embedded
// database and (when DATABASE_URL or TEST_DATABASE_URL names a server) on PostgreSQL, in a
// database made for the run. Figures are for comparing runs on one machine, not assertions.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function benchDriver(db: Database): Promise<Record<string, LoadResult>> {
  const server = await startBenchServer(db);
  const base = server.url;
  try {
    const credentials = JSON.stringify({ email: 'bench@example.com', password: BENCH_PASSWORD });
    const json = { 'Content-Type': 'application/json' };
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: json,
      body: credentials,
    });
    const session = (await signUp.json()) as Session;
    const bearer = { Authorization: `Bearer ${session.access_token}` };
    return {
      // No database: the framework's ceiling in this run.
      'GET /api/auth/settings': await runLoad(() => fetch(`${base}/api/auth/settings`), {
        seconds,
      }),
      'GET /api/health': await runLoad(() => fetch(`${base}/api/health`), { seconds }),
      // Token check, session lookup and the user's row under row-level security.
      'GET /api/auth/user': await runLoad(
        () => fetch(`${base}/api/auth/user`, { headers: bearer }),
        {
          seconds,
        },
      ),
      // Bound by argon2id, by design.
      'POST /api/auth/signin': await runLoad(
        () =>
          fetch(`${base}/api/auth/signin`, { method: 'POST', headers: json, body: credentials }),
        { seconds },
      ),
    };
  } finally {
    await server.close();
  }
}

const results: Record<string, Record<string, LoadResult>> = {};
for (const driver of benchDrivers()) {
  console.log(`Benchmarking on ${driver} (${seconds} s per figure, 10 connections)…`);
  results[driver] = await withBenchDatabase(driver, benchDriver);
}

const rows = Object.entries(results).flatMap(([driver, byRoute]) =>
  Object.entries(byRoute).map(([route, r]) => ({ driver, route, ...r })),
);
console.table(rows);
writeResults('latest.json', { secondsPerFigure: seconds, connections: 10, results });
