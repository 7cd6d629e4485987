import type { LimitType } from '@shared/contracts/library';
import { ALREADY_SAVED_ACTIONS } from '@client/features/videos';
import {
  FAILURE_MESSAGES,
  alreadySavedOf,
  isLibraryApiError,
  planLimitOf,
} from '@client/features/library';

/** The share screen's texts (docs/product/save-and-share.md). */
export const SAVE_MESSAGES = {
  noLink: 'There is no link to save here.',
  openApp: 'Open Vidshelf',
  backToApp: 'Back to Vidshelf',
  upgrade: 'Upgrade',
  loadingCollections: 'Loading your collections...',
  // docs/product/already-saved.md: the link is in the library already.
  openInLibrary: 'Open in library',
  saveAnyway: ALREADY_SAVED_ACTIONS.saveAnyway,
} as const;

export const savedTo = (collectionName: string): string => `Saved to ${collectionName}.`;

/**
 * A failed save as the screen shows it: the server's own words, the plan's limit if that was it,
 * and the video already saved if the link is in the library already.
 */
export interface SaveFailure {
  message: string;
  limit: LimitType | null;
  alreadySaved: NonNullable<ReturnType<typeof alreadySavedOf>>['video'] | null;
}

export function saveFailureOf(error: unknown): SaveFailure {
  return {
    message: isLibraryApiError(error) ? error.message : FAILURE_MESSAGES.addVideo,
    limit: planLimitOf(error),
    alreadySaved: alreadySavedOf(error)?.video ?? null,
  };
}
