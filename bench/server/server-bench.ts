import type { Driver } from '@server/db/client';
import { httpClient } from '@server/test-support/test-app';
import { benchDrivers, withBenchStore } from '../bench-database';
import { bulkActions } from './bulk-actions';
import { runLoad, type LoadResult } from '../load';
import { explainHotPaths, type ExplainedStatement } from './explain';
import { exportFigures, type ExportFigures } from './export-load';
import { openStatementProbe, signIn } from './statement-probe';
import { bareLibraryLoad, libraryStatements, type LibraryStatements } from './library-statements';
import { defined } from './defined';
import { startServerUnderTest, type ServerUnderTest } from '../server-under-test';
import { printServerResults } from './print-server';
import { reorderCost, type ReorderCost } from './reorder-cost';
import { LIBRARY_SIZES, REORDER_SIZES, seedBench, type BenchData, type SeededUser } from './seed';
import { writeLoads } from './writes';
import { warmReload } from './warm-reload';
import { coldLoadBytes } from './cold-load-bytes';
import type { DriverFigures, LibraryFigures } from './figures';

/**
 * Knobs: seconds per load figure (BENCH_SECONDS), exports timed per size (BENCH_EXPORT_RUNS),
 * items of the naive renumbering timed before scaling to the list (BENCH_NAIVE_ITEMS, 0: all).
 */
const benchSeconds = () => Number(process.env.BENCH_SECONDS ?? 5);
const exportRuns = () => Number(process.env.BENCH_EXPORT_RUNS ?? 3);
const naiveItems = () => Number(process.env.BENCH_NAIVE_ITEMS ?? 1_000);
const EXPORTED_SIZES: readonly number[] = [10_000, 50_000];

const ratio = (a: number, b: number) => Number((a / b).toFixed(2));

/** A load, with the server's CPU time per request over it. */
async function withServerCpu<T extends LoadResult>(
  server: ServerUnderTest,
  load: () => Promise<T>,
) {
  const before = server.cpuMs();
  const result = await load();
  return { ...result, serverCpuMs: ratio(server.cpuMs() - before, result.requests) };
}

async function benchDriver(driver: Driver, seconds: number): Promise<DriverFigures> {
  return withBenchStore(driver, async (store) => {
    // In this process while no server runs (a PGlite directory opens in one process at a time):
    // seed, plans, statement counts, the bare reads and the cost of drops.
    const probe = await openStatementProbe(store);
    let data: BenchData;
    let seedSeconds: number;
    let explain: ExplainedStatement[];
    const measured: {
      size: number;
      user: SeededUser;
      statements: LibraryStatements;
      bare: LoadResult;
    }[] = [];
    const reorder: ReorderCost[] = [];
    try {
      const seedStarted = performance.now();
      data = await seedBench(probe.db);
      seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
      console.log(`  seeded ${data.totals.videos} videos of ${data.totals.users} users`);
      explain = await explainHotPaths(probe, defined(data.library[10_000], '10,000 user'));
      for (const size of LIBRARY_SIZES) {
        const user = defined(data.library[size], `library of ${size}`);
        const statements = await libraryStatements(probe, user);
        console.log(`  bare library reads, ${size} videos…`);
        const bare = await bareLibraryLoad(probe, user, statements.reads, seconds);
        probe.take();
        measured.push({ size, user, statements, bare });
      }
      for (const size of REORDER_SIZES) {
        console.log(`  reorder cost, ${size} videos…`);
        const user = defined(data.reorder[size], `reorder user of ${size}`);
        reorder.push(await reorderCost(probe, user, naiveItems()));
      }
    } finally {
      await probe.close();
    }

    const server = await startServerUnderTest(store.serverEnv);
    try {
      const idleRssMb = server.memory().rssMb;
      const http = httpClient(server.url);
      const token = async (email: string) => (await signIn(http, email)).access_token;
      const sized = [];
      for (const m of measured) sized.push({ ...m, token: await token(m.user.email) });
      const writers = [];
      for (const user of data.writers) writers.push({ user, token: await token(user.email) });

      // Before the loads, whose heap the process keeps: each export's peak over a quiet server.
      console.log('  exports…');
      const exports: ExportFigures[] = [];
      for (const { size, token } of sized) {
        if (EXPORTED_SIZES.includes(size)) {
          exports.push(await exportFigures(server, token, size, exportRuns()));
        }
      }

      server.resetPeak();
      console.log('  trivial endpoint and library loads over HTTP…');
      const trivial = await withServerCpu(server, () =>
        runLoad(() => fetch(`${server.url}/api/auth/settings`), { seconds }),
      );
      const library: LibraryFigures[] = [];
      for (const { size, token, statements, bare } of sized) {
        const { serverCpuMs, ...endpoint } = await withServerCpu(server, () =>
          runLoad(
            () =>
              // Identity: a repeated load of an unchanged library is otherwise answered from its
              // kept compressed body (decision 0062), and this figure is the library's read.
              fetch(`${server.url}/api/library`, {
                headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'identity' },
              }),
            { seconds },
          ),
        );
        // docs/product/local-copy-and-sync.md: the same library asked for again with its ETag,
        // unchanged: a 304.
        const warm = await withServerCpu(server, () => warmReload(server.url, token, seconds));
        const previous = library.at(-1);
        library.push({
          coldBytes: await coldLoadBytes(server.url, token),
          warm,
          videos: size,
          statements: statements.count,
          endpoint,
          bare,
          endpointOverBare: ratio(endpoint.p50Ms, bare.p50Ms),
          endpointOverTrivial: ratio(endpoint.p50Ms, trivial.p50Ms),
          growth: previous ? ratio(endpoint.p50Ms, previous.endpoint.p50Ms) : null,
          serverCpuMs,
        });
      }
      const { peakMb: loadPeakMb, rssMb: afterLoadRssMb } = server.memory();

      console.log('  writes over HTTP…');
      const writes = await writeLoads(server.url, writers, seconds);
      // Last, and on a user of its own, so no other figure sees the rows it rewrites.
      console.log('  bulk actions over HTTP…');
      const bulk = await bulkActions(server, http, await token(data.bulk.email), data.bulk);
      return {
        seed: { ...data.totals, seconds: seedSeconds },
        trivial,
        library,
        writes,
        bulk,
        reorder,
        export: exports,
        memory: { idleRssMb, loadPeakMb, afterLoadRssMb },
        explain,
      };
    } finally {
      await server.stop();
    }
  });
}

/** The server's benchmarks on each driver: prints the tables, returns every figure. */
export async function runServerBench() {
  const seconds = benchSeconds();
  const drivers: Partial<Record<Driver, DriverFigures>> = {};
  for (const driver of benchDrivers()) {
    console.log(`Server benchmarks on ${driver} (${seconds} s per load figure, 10 connections)…`);
    drivers[driver] = await benchDriver(driver, seconds);
  }
  printServerResults(drivers);
  return { secondsPerFigure: seconds, connections: 10, drivers };
}
