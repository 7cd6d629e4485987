import {
  fetchCollections,
  moveVideo,
  saveVideo,
  type CollectionSummary,
  type SavedVideo,
} from '../lib/api';
import { MESSAGES } from '../lib/messages';
import { defaultCollection, failureOutcome, type Outcome } from '../lib/outcome';
import type { Connection } from '../lib/stored';
import type { Target } from '../lib/target';

// The connected popup's requests and what each makes it show, apart from React so that they
// read (and test) as one sequence.

/** What the popup asks Vidshelf; a failed one is kept for Try again. */
export type SaveRequest =
  /** Opening the popup: load the collections, then save into the one last chosen. */
  | { kind: 'start' }
  | { kind: 'save'; collectionId: string; allowDuplicate: boolean }
  /** The select changed after a save: the video goes there instead. */
  | { kind: 'move'; video: SavedVideo; collectionId: string };

/** What the popup is waiting for; `moving` names the collection. */
export type Busy = { kind: 'loading' } | { kind: 'saving' } | { kind: 'moving'; to: string };

export interface SaveState {
  collections: CollectionSummary[] | null;
  selectedId: string;
  /** The video this popup saved, which a change of collection moves. */
  saved: SavedVideo | null;
  busy: Busy | null;
  outcome: Outcome | null;
  /** The request that failed in a way trying again may mend (unreachable, busy, 5xx). */
  failed: SaveRequest | null;
}

export const INITIAL_SAVE_STATE: SaveState = {
  collections: null,
  selectedId: '',
  saved: null,
  busy: { kind: 'loading' },
  outcome: null,
  failed: null,
};

export interface SaveContext {
  connection: Connection;
  /** What the popup saves; null for a page that cannot be saved (chrome://, a file). */
  target: Target | null;
  lastCollectionId: string | undefined;
  /** The collections loaded so far (null before the first answer). */
  collections: CollectionSummary[] | null;
  /** Lays these fields over the popup's state, as each step ends. */
  update(patch: Partial<SaveState>): void;
}

const mayRetry = (outcome: Outcome): boolean =>
  outcome.kind === 'unreachable' || (outcome.kind === 'error' && outcome.retry);

const nameOf = (collections: readonly CollectionSummary[] | null, id: string): string =>
  collections?.find((collection) => collection.id === id)?.name ?? '';

export async function perform(request: SaveRequest, context: SaveContext): Promise<void> {
  const { connection, target, update } = context;
  const finish = (outcome: Outcome, patch: Partial<SaveState> = {}) =>
    update({ ...patch, busy: null, outcome, failed: mayRetry(outcome) ? request : null });
  const fail = (failure: Parameters<typeof failureOutcome>[0]) =>
    finish(failureOutcome(failure, connection.baseUrl));

  switch (request.kind) {
    case 'start': {
      update({ busy: { kind: 'loading' }, outcome: null, failed: null });
      const result = await fetchCollections(connection);
      if (!result.ok) return fail(result.failure);
      const collections = result.value;
      const chosen = defaultCollection(collections, context.lastCollectionId);
      if (!chosen) {
        return finish(
          { kind: 'error', message: MESSAGES.noCollections, retry: false },
          {
            collections,
          },
        );
      }
      update({ collections, selectedId: chosen.id });
      if (!target) return finish({ kind: 'cannot-save' });
      const save: SaveRequest = { kind: 'save', collectionId: chosen.id, allowDuplicate: false };
      return perform(save, { ...context, collections });
    }
    case 'save': {
      if (!target) return finish({ kind: 'cannot-save' });
      update({ busy: { kind: 'saving' }, outcome: null, failed: null });
      const { collectionId, allowDuplicate } = request;
      const result = await saveVideo(connection, target.url, collectionId, allowDuplicate);
      if (!result.ok) return fail(result.failure);
      const collectionName = nameOf(context.collections, result.value.categoryId);
      return finish({ kind: 'saved', collectionName }, { saved: result.value });
    }
    case 'move': {
      const collectionName = nameOf(context.collections, request.collectionId);
      update({ busy: { kind: 'moving', to: collectionName }, outcome: null, failed: null });
      const result = await moveVideo(connection, request.video.id, request.collectionId);
      if (!result.ok) return fail(result.failure);
      return finish({ kind: 'moved', collectionName }, { saved: result.value });
    }
  }
}
