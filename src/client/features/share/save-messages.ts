import type { LimitType } from '@shared/contracts/library';
import { FAILURE_MESSAGES, isLibraryApiError, planLimitOf } from '@client/features/library';

/** The share screen's texts (issue 16). */
export const SAVE_MESSAGES = {
  noLink: 'There is no link to save here.',
  openApp: 'Open Vidshelf',
  backToApp: 'Back to Vidshelf',
  upgrade: 'Upgrade',
  loadingCollections: 'Loading your collections...',
} as const;

export const savedTo = (collectionName: string): string => `Saved to ${collectionName}.`;

/** A failed save as the screen shows it: the server's own words, and the plan's limit if that was it. */
export interface SaveFailure {
  message: string;
  limit: LimitType | null;
}

export function saveFailureOf(error: unknown): SaveFailure {
  return {
    message: isLibraryApiError(error) ? error.message : FAILURE_MESSAGES.addVideo,
    limit: planLimitOf(error),
  };
}
