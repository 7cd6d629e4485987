import { useCallback, useEffect, useRef, useState } from 'react';
import { writeStored } from '../lib/storage';
import type { Connection } from '../lib/stored';
import type { Target } from '../lib/target';
import { INITIAL_SAVE_STATE, perform, type SaveRequest, type SaveState } from './save-flow';

export interface SaveFlow extends SaveState {
  /** Set when trying the failed request again may work (Try again). */
  retry: (() => void) | null;
  /** The select changed: remembered for next time, and a video saved here moves there. */
  choose(collectionId: string): void;
  /** Saves the link although it is in the library already. */
  saveAgain(): void;
}

/**
 * The connected popup's one job: load the collections, save the target into the one last
 * chosen straight away, then follow the user's choices (move it, save it again, try again).
 */
export function useSave(
  connection: Connection,
  target: Target | null,
  lastCollectionId: string | undefined,
): SaveFlow {
  const [state, setState] = useState<SaveState>(INITIAL_SAVE_STATE);
  const update = useCallback(
    (patch: Partial<SaveState>) => setState((current) => ({ ...current, ...patch })),
    [],
  );

  // Once per popup: opening it is the click that saves.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const context = { connection, target, lastCollectionId, collections: null, update };
    void perform({ kind: 'start' }, context);
  }, [connection, target, lastCollectionId, update]);

  function run(request: SaveRequest) {
    const context = {
      connection,
      target,
      lastCollectionId,
      collections: state.collections,
      update,
    };
    void perform(request, context);
  }

  function choose(collectionId: string) {
    update({ selectedId: collectionId });
    void writeStored({ lastCollectionId: collectionId });
    const { saved } = state;
    if (saved && saved.categoryId !== collectionId)
      run({ kind: 'move', video: saved, collectionId });
  }

  const { failed } = state;
  return {
    ...state,
    retry: failed ? () => run(failed) : null,
    choose,
    saveAgain: () => run({ kind: 'save', collectionId: state.selectedId, allowDuplicate: true }),
  };
}
