import type { Database } from '@server/db/client';
import { checkConsistency } from './consistency';
import { resync, type Device } from './device';
import { createLoadStats } from './load-stats';
import { step } from './operations';
import { createLoadUsers, disconnect, warmUp } from './setup-users';

export interface UsersLoadOptions {
  /** A running server, e.g. http://127.0.0.1:PORT */
  baseUrl: string;
  /** Its database, read as the owner for set-up and the final check. */
  db: Database;
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
 * `users` simulated users (some on two devices) on a running server for `seconds`, mixing
 * library loads, adds, drags, edits, deletes and collection changes; then the consistency
 * check. Every answer is compared with what the user's model predicts.
 */
export async function runUsersLoad({ baseUrl, db, users, seconds }: UsersLoadOptions) {
  const stats = createLoadStats();
  const loadUsers = await createLoadUsers({ db, baseUrl, count: users, stats });
  const devices = loadUsers.flatMap((user) => user.devices);
  await warmUp(loadUsers);
  const started = performance.now();
  await Promise.all(devices.map((device) => drive(device, started + seconds * 1000)));
  const elapsed = (performance.now() - started) / 1000;
  const figures = stats.figures(elapsed);
  // A device whose last answer went wrong (already counted) reloads once more, so that the
  // check compares with the server's state rather than report the same failure again.
  await Promise.all(devices.filter((device) => device.stale).map(resync));
  const inconsistencies = await checkConsistency(db, loadUsers);
  disconnect(loadUsers);
  return {
    users: loadUsers.length,
    devices: devices.length,
    seconds: Number(elapsed.toFixed(1)),
    ...figures,
    inconsistencies,
  };
}

/** True when nothing failed: no 5xx, no network error, nothing unpredicted, nothing inconsistent. */
export const loadPassed = (report: UsersLoadReport): boolean =>
  Object.keys(report.errors).length === 0 &&
  report.unexpected.length === 0 &&
  report.inconsistencies.length === 0;
