import type { Import } from '@shared/contracts/import';

/** How often a running import's progress is read: often enough for the bar to move smoothly. */
export const IMPORT_POLL_MS = 1_000;

/** The next poll's delay, or false: only a running import changes by itself. */
export const pollDelay = (imported: Import | null | undefined): number | false =>
  imported?.status === 'running' ? IMPORT_POLL_MS : false;

/**
 * Whether this read saw the import the card was following end (finished, or failed) having
 * added links: then the library (the sidebar's collections and count, the grid) is loaded again,
 * once.
 */
export function finishedAdding(before: Import | null | undefined, after: Import | null): boolean {
  return (
    before?.status === 'running' &&
    after?.id === before.id &&
    after.status !== 'running' &&
    after.progress.added > 0
  );
}
