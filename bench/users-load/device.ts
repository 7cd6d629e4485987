import type { Library } from '@shared/contracts/library';
import type { Connection } from './connection';
import type { LoadStats } from './load-stats';
import { project, type Owns, type Shelf } from './library-view';

/** A request that has not answered in this long counts as a network error. */
const REQUEST_TIMEOUT_MS = 30_000;

/** The answer a request should get, as the device's model predicts it. */
export interface Expected {
  status: number;
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
 * a 204 has none) when the answer is the predicted success; otherwise undefined, and after an
 * unpredicted answer or a failure the device reloads before going on.
 */
export async function send<T>(
  device: Device,
  operation: string,
  method: string,
  path: string,
  body: unknown,
  expected: Expected,
): Promise<{ body: T } | undefined> {
  const started = performance.now();
  let status: number;
  let text: string;
  try {
    ({ status, text } = await device.connection.send(
      method,
      path,
      {
        Authorization: `Bearer ${device.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
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
  if (status === expected.status && (expected.code === undefined || code === expected.code)) {
    device.stats.request(operation, ms, status < 400 ? 'ok' : 'refused', got);
    return status < 400 ? { body: answer as T } : undefined;
  }
  device.stats.request(operation, ms, 'unexpected', got);
  device.stats.unexpected(
    `${device.label}: ${operation} answered ${got}, expected ${expected.status}${expected.code ? ` ${expected.code}` : ''}`,
  );
  device.stale = true;
  return undefined;
}

/** The library as the server has it now, or undefined when that request failed. */
export async function loadLibrary(device: Device): Promise<Library | undefined> {
  const answer = await send<Library>(device, 'load library', 'GET', '/api/library', undefined, {
    status: 200,
  });
  return answer?.body;
}

/** After an unpredicted answer the model may be wrong: take the server's view and go on. */
export async function resync(device: Device): Promise<void> {
  const library = await loadLibrary(device);
  if (!library) return;
  device.model = project(library, device.owns);
  device.stale = false;
}
