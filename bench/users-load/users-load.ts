import { openBenchDatabase, type BenchStore } from '../bench-database';
import { withServerUnderTest } from '../server-under-test';
import { checkApi, checkDatabase } from './consistency';
import { resync, type Device } from './device';
import { createLoadStats } from './load-stats';
import { step } from './operations';
import { disconnect, seedLoadUsers, signInDevices, warmUp } from './setup-users';

export interface UsersLoadOptions {
  /** The database made for the run: seeded and checked from the bench, served by the server under test. */
  store: BenchStore;
  users: number;
  seconds: number;
}

export type UsersLoadReport = Awaited<ReturnType<typeof runUsersLoad>>;

/** Each device, back to back until the deadline: one request in flight per device. */
async function drive(device: Device, deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    if (device.stale) await resync(device);
    else await step(device);
  }
}

/**
 * `users` simulated users (some on two devices) on the server under test for `seconds`, mixing
 * library loads, adds, drags, edits, deletes and collection changes; every answer is compared
 * with what the user's model predicts. Then the consistency check: what the server answers and
 * what the tables hold must equal what the users were told (same collections, same videos in
 * each, same order), and the database-wide rules hold. No problem found is a pass.
 */
export async function runUsersLoad({ store, users, seconds }: UsersLoadOptions) {
  const seeded = await openBenchDatabase(store, (db) => seedLoadUsers(db, users));
  const stats = createLoadStats();
  const run = await withServerUnderTest(store.serverEnv, async (server) => {
    const loadUsers = await signInDevices(server.url, seeded, stats);
    const devices = loadUsers.flatMap((user) => user.devices);
    await warmUp(loadUsers);
    const cpuBefore = { server: server.cpuMs(), main: server.mainThreadCpuMs() };
    const benchBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(devices.map((device) => drive(device, started + seconds * 1000)));
    const elapsed = (performance.now() - started) / 1000;
    const serverCpuMs = server.cpuMs() - cpuBefore.server;
    const mainThreadCpuMs = server.mainThreadCpuMs() - cpuBefore.main;
    const bench = process.cpuUsage(benchBefore);
    const benchCpuMs = (bench.user + bench.system) / 1000;
    // A device whose last answer went wrong (already counted) reloads once more, so that the
    // check compares with the server's state rather than report the same failure again.
    await Promise.all(devices.filter((device) => device.stale).map(resync));
    disconnect(loadUsers);
    const apiProblems = await checkApi(server.url, loadUsers);
    const cpu = { serverCpuMs, mainThreadCpuMs, benchCpuMs };
    return { loadUsers, devices: devices.length, elapsed, cpu, apiProblems };
  });
  const { loadUsers, elapsed, cpu, apiProblems } = run;
  const perRequest = (ms: number) => Number((ms / Math.max(figures.requests, 1)).toFixed(2));
  const figures = stats.figures(elapsed);
  const databaseProblems = await openBenchDatabase(store, (db) => checkDatabase(db, loadUsers));
  return {
    users: loadUsers.length,
    devices: run.devices,
    seconds: Number(elapsed.toFixed(1)),
    ...figures,
    /** The server's CPU time per request over the run (user + system). */
    serverCpuMsPerRequest: perRequest(cpu.serverCpuMs),
    /** Of which its main thread's; the rest is mostly the embedded database's thread. */
    serverMainThreadCpuMsPerRequest: perRequest(cpu.mainThreadCpuMs),
    /**
     * The load generator's own CPU per request (this process: the simulated devices and their
     * checks), which shares the machine's cores with the server.
     */
    benchCpuMsPerRequest: perRequest(cpu.benchCpuMs),
    inconsistencies: [...apiProblems, ...databaseProblems],
  };
}

/** True when nothing failed: no 5xx, no network error, nothing unpredicted, nothing inconsistent. */
export const loadPassed = (report: UsersLoadReport): boolean =>
  Object.keys(report.errors).length === 0 &&
  report.unexpected.length === 0 &&
  report.inconsistencies.length === 0;
