import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { LibraryApi } from '../api/library-api';
import { createLiveGate } from './live-refresh';
import type { LiveGate } from './live-refresh';

// One gate per query client, not per module: each test's client (and a signed-out one) starts clean.
const gates = new WeakMap<QueryClient, LiveGate>();

export function liveGateOf(queryClient: QueryClient): LiveGate {
  let gate = gates.get(queryClient);
  if (!gate) {
    const mutations = queryClient.getMutationCache();
    gate = createLiveGate({
      count: () => queryClient.isMutating(),
      subscribe: (listener) => mutations.subscribe(listener),
    });
    gates.set(queryClient, gate);
  }
  return gate;
}

export function useLiveGate(): LiveGate {
  return liveGateOf(useQueryClient());
}

/**
 * The library endpoints, each write holding live refreshes back until its answer is in: a
 * refresh sent before the write lands would bring the list from before it.
 */
export function holdingLiveRefreshes(api: LibraryApi, gate: LiveGate): LibraryApi {
  function held<A extends unknown[], R>(write: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      const release = gate.hold();
      try {
        return await write(...args);
      } finally {
        release();
      }
    };
  }
  return {
    ...api,
    createCollection: held(api.createCollection),
    renameCollection: held(api.renameCollection),
    deleteCollection: held(api.deleteCollection),
    createVideo: held(api.createVideo),
    updateVideo: held(api.updateVideo),
    deleteVideo: held(api.deleteVideo),
    restoreVideo: held(api.restoreVideo),
    setWatched: held(api.setWatched),
    moveCollection: held(api.moveCollection),
    moveVideo: held(api.moveVideo),
  };
}
