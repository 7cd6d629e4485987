import { printBrowserBench, runBrowserBench } from './browser/browser-bench';
import { writeResults } from './results-file';

// `npm run bench:browser`: the client's figures in Chromium (first cards, search keystrokes,
// grid scroll) and Lighthouse, on the built app and the real server; see docs/BENCHMARKS.md.
// BENCH_BROWSER_LOADS and BENCH_BROWSER_ROUNDS change the repeats; BENCH_LIGHTHOUSE=0 skips it.
const results = await runBrowserBench({
  loads: Number(process.env.BENCH_BROWSER_LOADS ?? 3),
  searchRounds: Number(process.env.BENCH_BROWSER_ROUNDS ?? 3),
  lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
});
printBrowserBench(results);
writeResults('browser.json', { browser: results });
