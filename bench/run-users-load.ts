import { benchDrivers, withBenchStore } from './bench-database';
import { writeResults } from './results-file';
import { loadPassed, runUsersLoad, type UsersLoadReport } from './users-load/users-load';

// `npm run bench:load`: BENCH_USERS simulated users (default 100) mixing reads, adds, drags and
// deletes for BENCH_SECONDS (default 60) on each driver, then the consistency check. Prints
// throughput, latency, errors and refusals; exits non-zero on any 5xx, network error,
// unpredicted answer or inconsistency.
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const users = Number(process.env.BENCH_USERS ?? 100);

const results: Record<string, UsersLoadReport> = {};
for (const driver of benchDrivers()) {
  console.log(`Load on ${driver}: ${users} users for ${seconds} s…`);
  results[driver] = await withBenchStore(driver, (store) =>
    runUsersLoad({ store, users, seconds }),
  );
}

for (const [driver, r] of Object.entries(results)) {
  console.log(
    `\n${driver}: ${r.users} users on ${r.devices} devices, ${r.seconds} s: ${r.requests} requests, ` +
      `${r.throughput}/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
      `server CPU ${r.serverCpuMsPerRequest} ms per request ` +
      `(main thread ${r.serverMainThreadCpuMsPerRequest}), ` +
      `load generator CPU ${r.benchCpuMsPerRequest} ms per request`,
  );
  console.table(r.operations);
  console.log('Errors (5xx, network):', r.errors);
  console.log('Predicted refusals:', r.refusals);
  if (r.unexpected.length > 0) console.log('Unpredicted answers:', r.unexpected);
  console.log(
    r.inconsistencies.length === 0
      ? 'Consistency: every user’s library matches what they were told.'
      : `Inconsistencies:\n  ${r.inconsistencies.join('\n  ')}`,
  );
}
writeResults('users-load.json', { users, seconds, results });
if (!Object.values(results).every(loadPassed)) process.exitCode = 1;
