import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Session } from '../src/shared/contracts/auth';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import type { Database } from '../src/server/db/client';
import { openPglite } from '../src/server/db/pglite';
import { openPostgres } from '../src/server/db/postgres';
import { runLoad, type LoadResult } from './load';

// `npm run bench`: the API's request throughput and latency at 10 connections, on the embedded
// database and (when DATABASE_URL or TEST_DATABASE_URL names a server) on PostgreSQL, in a
// database made for the run. Figures are for comparing runs on one machine, not assertions.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const PASSWORD = 'tq8#Vz!pL2w@Rk9s';

async function withDatabase<T>(driver: 'pglite' | 'postgres', fn: (db: Database) => Promise<T>) {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'vidshelf-bench-'));
    const db = await openPglite(dir);
    try {
      return await fn(db);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const pg = await import('pg');
  const name = `vidshelf_bench_${Date.now()}`;
  const admin = new pg.default.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    return await fn(db);
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchDriver(db: Database): Promise<Record<string, LoadResult>> {
  const app = createApp({
    db,
    // The defaults (rate limits included: the sign-ins measured all succeed, which never count).
    config: { ...loadConfig({}), youtubeOembedUrl: 'http://127.0.0.1:9/oembed' },
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const credentials = JSON.stringify({ email: 'bench@example.com', password: PASSWORD });
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
    server.close();
  }
}

const drivers = serverUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const results: Record<string, Record<string, LoadResult>> = {};
for (const driver of drivers) {
  console.log(`Benchmarking on ${driver} (${seconds} s per figure, 10 connections)…`);
  results[driver] = await withDatabase(driver, benchDriver);
}

const rows = Object.entries(results).flatMap(([driver, byRoute]) =>
  Object.entries(byRoute).map(([route, r]) => ({ driver, route, ...r })),
);
console.table(rows);
mkdirSync(new URL('./results', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/latest.json', import.meta.url),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: {
        cpu: cpus()[0]?.model,
        cores: cpus().length,
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
      },
      secondsPerFigure: seconds,
      connections: 10,
      results,
    },
    null,
    2,
  )}\n`,
);
console.log('Written to bench/results/latest.json');
