import type { Library, LibraryChanges } from '@shared/contracts/library';
import { applyLibraryChanges } from '@shared/library-changes';
import type { Connection } from './connection';
import type { LoadStats } from './load-stats';
import { project, type Owns, type Shelf } from './library-view';

/** A request that has not answered in this long counts as a network error. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The answer a request should get, as the device's model predicts it. */
export interface Expected {
  /** The status, or the statuses any of which is as predicted. */
  status: number | readonly number[];
  /** The error code of a predicted refusal. */
  code?: string;
}

/**
 * One signed-in device of a simulated user: its own session, and its model of the collections
 * it owns (those named with its prefix; device 0 also owns "Unsorted"). Devices of one user
 * never touch each other's collections, so each model stays exact while they run at once.
 */
export interface Device {
  label: string;
  connection: Connection;
  token: string;
  stats: LoadStats;
  /** Free-plan users have one device, so its model counts everything the plan limits. */
  tier: 'free' | 'pro';
  prefix: string;
  owns: Owns;
  model: Shelf[];
  /** Makes the names and URLs it creates unique. */
  serial: number;
  /** An answer went unpredicted or never came: reload before the next operation. */
  stale: boolean;
  /**
   * Half the devices hold their library as the web app does (docs/product/local-copy-and-sync.md)
   * and catch up by asking what changed since its ETag; the others load it whole each time.
   */
  syncsByChanges: boolean;
  /** The library such a device holds, and its ETag; null before its first load. */
  copy: HeldLibrary | null;
}

export interface HeldLibrary {
  etag: string;
  library: Library;
}

export const ownerOf =
  (prefix: string, ownsDefault: boolean): Owns =>
  (collection) =>
    (ownsDefault && collection.isDefault) || collection.name.toLowerCase().startsWith(prefix);

/** Why a request got no answer, e.g. `network ECONNRESET` or `network AbortError` (timeout). */
const failureOf = (error: unknown): string =>
  `network ${(error as { code?: string }).code ?? (error as Error).name}`;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/**
 * Sends one request, times it, and tallies it against the prediction. Returns the body (wrapped:
 * a 204 or 304 has none), the status and the ETag when the answer is the predicted success;
 * otherwise undefined, and after an unpredicted answer or a failure the device reloads before
 * going on.
 */
export async function send<T>(
  device: Device,
  operation: string,
  method: string,
  path: string,
  body: unknown,
  expected: Expected,
  headers: Record<string, string> = {},
): Promise<{ body: T; status: number; etag: string | undefined } | undefined> {
  const started = performance.now();
  let status: number;
  let text: string;
  let etag: string | undefined;
  try {
    ({ status, text, etag } = await device.connection.send(
      method,
      path,
      {
        Authorization: `Bearer ${device.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body === undefined ? undefined : JSON.stringify(body),
      REQUEST_TIMEOUT_MS,
    ));
  } catch (error) {
    device.stats.request(operation, performance.now() - started, 'error', failureOf(error));
    device.stale = true;
    return undefined;
  }
  const ms = performance.now() - started;
  const answer = parseJson(text);
  const code = (answer as { error?: { code?: string } } | undefined)?.error?.code;
  const got = code ? `${status} ${code}` : String(status);
  if (status >= 500) {
    device.stats.request(operation, ms, 'error', got);
    device.stale = true;
    return undefined;
  }
  const statuses = [expected.status].flat();
  if (statuses.includes(status) && (expected.code === undefined || code === expected.code)) {
    device.stats.request(operation, ms, status < 400 ? 'ok' : 'refused', got);
    return status < 400 ? { body: answer as T, status, etag } : undefined;
  }
  device.stats.request(operation, ms, 'unexpected', got);
  device.stats.unexpected(
    `${device.label}: ${operation} answered ${got}, expected ${statuses.join(' or ')}${expected.code ? ` ${expected.code}` : ''}`,
  );
  device.stale = true;
  return undefined;
}

/**
 * The library as the server has it now, or undefined when that request failed. A device that
 * syncs by changes and holds a copy asks what changed since it (a 304, or the changes applied),
 * as the web app does; any other loads it whole.
 */
export async function loadLibrary(device: Device): Promise<Library | undefined> {
  const held = device.syncsByChanges ? device.copy : null;
  if (held) {
    const answer = await send<LibraryChanges>(
      device,
      'sync library',
      'GET',
      '/api/library/changes',
      undefined,
      { status: [200, 304] },
      { 'If-None-Match': held.etag },
    );
    if (!answer) return undefined;
    if (answer.status === 304) return held.library;
    return keep(device, applyLibraryChanges(held.library, answer.body), answer.etag);
  }
  const answer = await send<Library>(device, 'load library', 'GET', '/api/library', undefined, {
    status: 200,
  });
  return answer && keep(device, answer.body, answer.etag);
}

function keep(device: Device, library: Library, etag: string | undefined): Library {
  if (device.syncsByChanges) device.copy = etag ? { etag, library } : null;
  return library;
}

/**
 * After an unpredicted answer the model may be wrong: take the server's view, in full, and go
 * on (a copy kept by changes is dropped too: it may be what went wrong).
 */
export async function resync(device: Device): Promise<void> {
  device.copy = null;
  const library = await loadLibrary(device);
  if (!library) return;
  device.model = project(library, device.owns);
  device.stale = false;
}
