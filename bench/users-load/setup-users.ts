import { FREE_VIDEO_LIMIT } from '@shared/constants';
import type { Session, Tier } from '@shared/contracts/auth';
import type { Database } from '@server/db/client';
import { createUsersService } from '@server/features/users';
import { createConnection, type Connection } from './connection';
import { ownerOf, type Device } from './device';
import type { LoadStats } from './load-stats';
import { seedLibrary, type SeedShelf } from './seed-library';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

/** A simulated user: their id and their devices (one or two sessions). */
export interface LoadUser {
  id: string;
  email: string;
  devices: Device[];
}

/** Users set up at once: each costs argon2id hashes, done on libuv's thread pool. */
const SETUP_CONCURRENCY = 4;
const SETUP_TIMEOUT_MS = 60_000;
/** Collections each device starts with, and the videos in each. */
const SEEDED_COLLECTIONS = 2;
const SEEDED_VIDEOS = 3;

/**
 * Every fourth user is on the free plan with a library just under its video limit, so the load
 * meets the limit; free users have one device, so their model counts all the plan limits.
 * Every fourth (offset by one) is a Pro user on two devices at once, whose requests queue on
 * one user lock; the rest are Pro on one device.
 */
function planFor(index: number): { tier: Tier; devices: number } {
  if (index % 4 === 0) return { tier: 'free', devices: 1 };
  return { tier: 'pro', devices: index % 4 === 1 ? 2 : 1 };
}

function seedFor(tier: Tier, device: number): SeedShelf[] {
  const named = Array.from({ length: SEEDED_COLLECTIONS }, (_, i) => ({
    name: `d${device}-seed${i}`,
    videos: SEEDED_VIDEOS,
  }));
  if (device > 0) return named;
  const seededElsewhere = SEEDED_COLLECTIONS * SEEDED_VIDEOS;
  return [{ videos: tier === 'free' ? FREE_VIDEO_LIMIT - 2 - seededElsewhere : 4 }, ...named];
}

/** A new device's session (sign-ins are not rate limited when they succeed). */
async function signIn(connection: Connection, email: string): Promise<string> {
  const { status, text } = await connection.send(
    'POST',
    '/api/auth/signin',
    { 'Content-Type': 'application/json' },
    JSON.stringify({ email, password: STRONG_PASSWORD }),
    SETUP_TIMEOUT_MS,
  );
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}: ${text}`);
  return (JSON.parse(text) as Session).access_token;
}

/** A device before it signs in: what it is called, which collections it owns, its model. */
export type PlannedDevice = Pick<Device, 'label' | 'tier' | 'prefix' | 'owns' | 'model'>;

/** A user made for the load, before any device signs in. */
export interface SeededUser {
  id: string;
  email: string;
  devices: PlannedDevice[];
}

/**
 * Creates `count` users through the users service, as the operators' CLI does (sign-up over
 * HTTP is rate limited per address), and seeds their libraries: on the database opened in the
 * bench's process, before the server under test starts.
 */
export async function seedLoadUsers(db: Database, count: number): Promise<SeededUser[]> {
  const users = createUsersService(db);
  // Unique per call, so that several runs can share one database.
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const seeded: SeededUser[] = [];
  let next = 0;
  const seedNext = async (): Promise<void> => {
    for (let index = next++; index < count; index = next++) {
      const { tier, devices } = planFor(index);
      const email = `load-${run}-${index}@example.com`;
      const user = await users.create(email, STRONG_PASSWORD, tier);
      const seeds = Array.from({ length: devices }, (_, d) => seedFor(tier, d));
      const models = await seedLibrary(db, user.id, seeds);
      seeded[index] = {
        id: user.id,
        email,
        devices: models.map((model, d) => ({
          label: `user ${index} (${tier}) device ${d}`,
          tier,
          prefix: `d${d}-`,
          owns: ownerOf(`d${d}-`, d === 0),
          model,
        })),
      };
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, seedNext));
  return seeded;
}

/** Signs each seeded user's devices in to the server at `baseUrl`, each on its own connection. */
export async function signInDevices(
  baseUrl: string,
  seeded: SeededUser[],
  stats: LoadStats,
): Promise<LoadUser[]> {
  const signed: LoadUser[] = [];
  let next = 0;
  const signInNext = async (): Promise<void> => {
    for (let index = next++; index < seeded.length; index = next++) {
      const user = seeded[index];
      if (!user) continue;
      const devices: Device[] = [];
      for (const planned of user.devices) {
        const connection = createConnection(baseUrl);
        const token = await signIn(connection, user.email);
        devices.push({
          ...planned,
          connection,
          token,
          stats,
          serial: 0,
          stale: false,
          // Every other device, across users too, so that free users' single devices do both.
          syncsByChanges: (index + devices.length) % 2 === 1,
          copy: null,
        });
      }
      signed[index] = { id: user.id, email: user.email, devices };
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, signInNext));
  return signed;
}

/**
 * Opens every device's connection anew (set-up outlasts the server's 5 s keep-alive), so that
 * the measured run starts on open sockets.
 */
export async function warmUp(users: LoadUser[]): Promise<void> {
  const devices = users.flatMap((user) => user.devices);
  await Promise.all(
    devices.map(async (device) => {
      device.connection.reconnect();
      const { status } = await device.connection.send(
        'GET',
        '/api/health',
        {},
        undefined,
        SETUP_TIMEOUT_MS,
      );
      if (status !== 200) throw new Error(`warm-up of ${device.label} answered ${status}`);
    }),
  );
}

/** Closes every device's connection. */
export const disconnect = (users: LoadUser[]): void =>
  users.forEach((user) => user.devices.forEach((device) => device.connection.close()));
