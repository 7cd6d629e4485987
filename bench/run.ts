import { printBrowserBench, runBrowserBench } from './browser/browser-bench';
import { writeResults } from './results-file';
import { runAddsInFlightBench } from './server/adds-in-flight';
import { runEventStreamsBench } from './server/event-streams';
import { runHealthBench } from './server/health-latency';
import { runHostileImportBench } from './server/hostile-import';
import { runImportBench } from './server/import-load';
import { runPositionsBench } from './server/positions';
import { runScaleOutBench } from './server/scale-out';
import { runServerBench } from './server/server-bench';
import { runStartMemoryBench } from './server/start-memory';
import { runSubscriptionPollingBench } from './server/subscription-polling';

// `npm run bench`: each section seeds what it needs, measures, prints its tables and returns
// its figures, written together to bench/results/latest.json with the machine. Sections run on
// the embedded database, and on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a
// server. BENCH_SECTIONS=server (comma-separated names) runs some only, written to
// bench/results/<names>.json. See docs/BENCHMARKS.md.

/** One part of the bench: `run` prints its own tables and returns JSON-serialisable figures. */
interface BenchSection {
  name: string;
  run(): Promise<unknown>;
}

/** The client's figures in Chromium and Lighthouse; BENCH_BROWSER_LOADS and BENCH_BROWSER_ROUNDS
 * change the repeats, BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_BROWSER_HUGE sets the size of
 * the library measured at scale (100,000; 0 skips it). */
async function browserSection() {
  const results = await runBrowserBench({
    loads: Number(process.env.BENCH_BROWSER_LOADS ?? 3),
    searchRounds: Number(process.env.BENCH_BROWSER_ROUNDS ?? 3),
    hugeVideos: Number(process.env.BENCH_BROWSER_HUGE ?? 100_000),
    lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
  });
  printBrowserBench(results);
  return results;
}

const sections: BenchSection[] = [
  { name: 'server', run: runServerBench },
  { name: 'health', run: runHealthBench },
  { name: 'import', run: runImportBench },
  { name: 'hostile', run: runHostileImportBench },
  { name: 'positions', run: runPositionsBench },
  { name: 'adds', run: runAddsInFlightBench },
  { name: 'events', run: runEventStreamsBench },
  { name: 'scale', run: runScaleOutBench },
  { name: 'start', run: runStartMemoryBench },
  { name: 'subscriptions', run: runSubscriptionPollingBench },
  { name: 'browser', run: browserSection },
];

const chosen = process.env.BENCH_SECTIONS?.split(',').map((name) => name.trim());
const results: Record<string, unknown> = {};
for (const section of sections) {
  if (chosen && !chosen.includes(section.name)) continue;
  console.log(`\n== ${section.name} ==`);
  results[section.name] = await section.run();
}
// A run of some sections only is written apart, so it never replaces the full run's figures.
writeResults(chosen ? `${chosen.join('-')}.json` : 'latest.json', results);
