import type { ApiFailure, CollectionSummary } from './api';
import { MESSAGES } from './messages';

/** What the popup says after a save, a move or a failed request. */
export type Outcome =
  | { kind: 'saved'; collectionName: string }
  | { kind: 'moved'; collectionName: string }
  | { kind: 'already'; message: string; videoId: string; collectionName: string }
  | { kind: 'limit'; message: string; upgradeUrl: string }
  | { kind: 'cannot-save' }
  | { kind: 'not-connected' }
  | { kind: 'unreachable'; baseUrl: string }
  /** `retry`: trying the same request again may work (the server was busy or failed). */
  | { kind: 'error'; message: string; retry: boolean };

/** Where "Open in Vidshelf" goes: the library, with that video's collection open and it focused. */
export const openInVidshelfUrl = (baseUrl: string, videoId: string): string =>
  `${baseUrl}/?${new URLSearchParams({ video: videoId })}`;

export const upgradeUrl = (baseUrl: string, limitType: 'category' | 'video' = 'video'): string =>
  `${baseUrl}/upgrade?${new URLSearchParams({ limit: limitType })}`;

/** What a failed request means for the person: the server's own words wherever it has some. */
export function failureOutcome(failure: ApiFailure, baseUrl: string): Outcome {
  if (failure.kind === 'network') return { kind: 'unreachable', baseUrl };
  if (failure.kind === 'unexpected') {
    return { kind: 'error', message: MESSAGES.unexpectedAnswer, retry: false };
  }
  const { status, error } = failure;
  if (status === 401) return { kind: 'not-connected' };
  if (error?.code === 'already_saved' && error.video) {
    const { id, categoryName } = error.video;
    return {
      kind: 'already',
      message: error.message || MESSAGES.alreadySaved(categoryName),
      videoId: id,
      collectionName: categoryName,
    };
  }
  if (error?.code === 'plan_limit_reached') {
    return {
      kind: 'limit',
      message: error.message,
      upgradeUrl: upgradeUrl(baseUrl, error.limitType),
    };
  }
  const retry = status === 429 || status >= 500;
  return { kind: 'error', message: error?.message ?? MESSAGES.httpStatus(status), retry };
}

export function outcomeMessage(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'saved':
      return MESSAGES.saved(outcome.collectionName);
    case 'moved':
      return MESSAGES.moved(outcome.collectionName);
    case 'already':
    case 'limit':
    case 'error':
      return outcome.message;
    case 'cannot-save':
      return MESSAGES.cannotSave;
    case 'not-connected':
      return MESSAGES.notConnected;
    case 'unreachable':
      return MESSAGES.unreachable(outcome.baseUrl);
  }
}

/** Good news and information are a status; what stops the save is an alert. */
export const isAlert = (outcome: Outcome): boolean =>
  outcome.kind !== 'saved' && outcome.kind !== 'moved' && outcome.kind !== 'already';

/** The collection a save goes into: the one last chosen, else Unsorted, else the first. */
export function defaultCollection(
  collections: readonly CollectionSummary[],
  lastChosenId: string | undefined,
): CollectionSummary | undefined {
  return (
    collections.find((collection) => collection.id === lastChosenId) ??
    collections.find((collection) => collection.isDefault) ??
    collections[0]
  );
}
