import type { LibraryChange } from './event-streams';

/** The channel migration 0016's triggers notify when a transaction changes a library. */
export const LIBRARY_CHANGES_CHANNEL = 'library_changes';

const PAYLOAD = /^([0-9a-f-]{36}) (\d{1,20}) (\d{1,20}:\d{1,20}:[\d,]*)?$/;

/**
 * A notification's payload, `<user id> <transaction id> <snapshot>` (the snapshot left empty
 * when it was too long to send); null for anything else, which is ignored.
 */
export function parseLibraryChange(payload: string): LibraryChange | null {
  const match = PAYLOAD.exec(payload);
  if (!match?.[1] || !match[2]) return null;
  return { userId: match[1], xid: match[2], snapshot: match[3] ?? null };
}
