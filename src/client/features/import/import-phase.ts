import type { Import } from '@shared/contracts/import';

/** What the card shows. */
export type ImportPhase = 'loading' | 'failed' | 'pick' | 'preview' | 'progress' | 'result';

/**
 * The card's phase from the current import. Data already shown wins over a failed read (a
 * polling blip keeps the progress on screen while the next poll tries again).
 */
export function importPhase(query: {
  data: Import | null | undefined;
  isError: boolean;
}): ImportPhase {
  const imported = query.data;
  if (imported === undefined) return query.isError ? 'failed' : 'loading';
  switch (imported?.status) {
    case 'staged':
      return 'preview';
    case 'running':
      return 'progress';
    case 'done':
    case 'cancelled':
    case 'failed':
      return 'result';
    // None, or one still being read (the server never lists those): a file can be chosen.
    default:
      return 'pick';
  }
}
