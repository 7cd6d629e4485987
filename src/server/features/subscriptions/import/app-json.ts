import type { SubscriptionFileFormat } from '@shared/subscription-file';
import { SUBSCRIPTION_FILE_ENTRIES_MAX } from '@shared/subscription-file';
import {
  entryCounter,
  problem,
  PROBLEMS,
  SubscriptionFileError,
  type FileAddress,
  type FileEntries,
} from './file-entry';

/**
 * Brackets open at once: NewPipe's file needs three (the file, its list, a subscription),
 * FreeTube's the same; the rest is room for what a later version adds.
 */
export const SUBSCRIPTION_JSON_DEPTH_MAX = 8;
/**
 * Values (commas, roughly) a file may hold: a subscription has three or four fields, so this is
 * ten times what the most entries a file may list need. It bounds what JSON.parse builds, which a
 * file of two million empty strings would otherwise make a hundred MB of.
 */
const JSON_VALUES_MAX = 10 * SUBSCRIPTION_FILE_ENTRIES_MAX;

/** NewPipe's numbers of the services it reads (its `service_id`). */
const NEWPIPE_SERVICES: Record<number, 'youtube' | 'peertube'> = { 0: 'youtube', 3: 'peertube' };

/**
 * Checks a JSON text's shape before it is parsed: at most SUBSCRIPTION_JSON_DEPTH_MAX brackets
 * open at once and at most JSON_VALUES_MAX values, so JSON.parse is given nothing that would hold
 * more than a few MB, however the file is made.
 */
function checkJsonShape(text: string): void {
  let depth = 0;
  let values = 0;
  let inString = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line += 1;
    if (inString) {
      if (c === 92)
        i += 1; // a backslash: the next character is escaped
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth += 1;
      values += 1;
      if (depth > SUBSCRIPTION_JSON_DEPTH_MAX) {
        throw new SubscriptionFileError(
          `This file cannot be imported: line ${line.toLocaleString('en-US')} is nested more than ${SUBSCRIPTION_JSON_DEPTH_MAX} levels deep.`,
        );
      }
    } else if (c === 125 || c === 93) depth = Math.max(0, depth - 1);
    else if (c === 44) values += 1;
    if (values > JSON_VALUES_MAX) {
      throw new SubscriptionFileError(
        `This file lists more than ${SUBSCRIPTION_FILE_ENTRIES_MAX.toLocaleString('en-US')} entries, the most one file may.`,
      );
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A value as a problem shows it. */
const shown = (value: unknown): string => {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
};

/** The file's JSON values: the whole file, else one a line (FreeTube's profiles.db). */
async function jsonValues(
  text: string,
  turn: () => Promise<void>,
): Promise<{ line: number; value: unknown }[]> {
  try {
    return [{ line: 1, value: JSON.parse(text) as unknown }];
  } catch {
    // One value a line, as FreeTube's database writes them.
  }
  const values: { line: number; value: unknown }[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    await turn();
    try {
      values.push({ line: index + 1, value: JSON.parse(line) as unknown });
    } catch {
      throw new SubscriptionFileError(
        `This file is not JSON: line ${(index + 1).toLocaleString('en-US')} cannot be read.`,
      );
    }
  }
  return values;
}

const notSubscriptions = () =>
  new SubscriptionFileError(
    'This JSON file is not a NewPipe or FreeTube subscriptions export (it has no "subscriptions" list).',
  );

/**
 * NewPipe's subscriptions export (`{"app_version": …, "subscriptions": [{"service_id": 0, "url":
 * "https://www.youtube.com/channel/UC…", "name": …}]}`) or FreeTube's `profiles.db` (a JSON
 * object a line, each a profile: `{"name": …, "subscriptions": [{"id": "UC…", "name": …}],
 * "_id": …}`). A FreeTube channel in several profiles is one entry; a record of the database
 * that deletes a profile (`$$deleted`) or writes it again replaces the earlier one. An entry of
 * the wrong shape is a problem, a file of the wrong shape is refused.
 */
export async function appJsonEntries(
  text: string,
  turn: () => Promise<void>,
): Promise<FileEntries & { format: SubscriptionFileFormat }> {
  checkJsonShape(text);
  const values = await jsonValues(text, turn);
  if (values.length === 0 || !values.every(({ value }) => isObject(value))) {
    throw notSubscriptions();
  }
  const records = values as { line: number; value: Record<string, unknown> }[];
  // FreeTube's database appends: a profile written again, or deleted, replaces what came before.
  const profiles = new Map<string, { line: number; value: Record<string, unknown> }>();
  for (const [index, record] of records.entries()) {
    const id = typeof record.value._id === 'string' ? record.value._id : `#${index}`;
    if (record.value.$$deleted === true) profiles.delete(id);
    else profiles.set(id, record);
  }
  const kept = [...profiles.values()];
  if (kept.length === 0 || !kept.every(({ value }) => Array.isArray(value.subscriptions))) {
    throw notSubscriptions();
  }
  const [first] = kept;
  const newpipe =
    kept.length === 1 &&
    first !== undefined &&
    ('app_version' in first.value ||
      (first.value.subscriptions as unknown[]).some((s) => isObject(s) && 'url' in s));
  const count = entryCounter();
  const result: FileEntries = { entries: [], problems: [] };
  const earlierProfiles = new Set<string>();
  for (const { line, value } of kept) {
    const inProfile = new Set<string>();
    for (const [index, entry] of (value.subscriptions as unknown[]).entries()) {
      count();
      const source =
        kept.length > 1
          ? `line ${line.toLocaleString('en-US')}, subscription ${index + 1}`
          : `subscription ${(index + 1).toLocaleString('en-US')}`;
      const address = newpipe ? newpipeAddress(entry) : freetubeAddress(entry);
      if (address === null) {
        const named = isObject(entry) ? (entry.url ?? entry.id ?? entry) : entry;
        result.problems.push(problem(source, shown(named), PROBLEMS.noAddress));
        continue;
      }
      // The same channel in another FreeTube profile is the one entry already read.
      if (earlierProfiles.has(address.value)) continue;
      inProfile.add(address.value);
      const name = isObject(entry) ? stringOf(entry.name) : null;
      result.entries.push({ source, title: name, address });
    }
    for (const id of inProfile) earlierProfiles.add(id);
  }
  return { ...result, format: newpipe ? 'newpipe_json' : 'freetube_db' };
}

function newpipeAddress(entry: unknown): FileAddress | null {
  if (!isObject(entry)) return null;
  const url = stringOf(entry.url);
  if (url === null) return null;
  const service =
    typeof entry.service_id === 'number' ? (NEWPIPE_SERVICES[entry.service_id] ?? 'other') : null;
  return { kind: 'page', value: url, service };
}

function freetubeAddress(entry: unknown): FileAddress | null {
  if (!isObject(entry)) return null;
  const id = stringOf(entry.id);
  return id === null ? null : { kind: 'youtube_channel_id', value: id };
}
