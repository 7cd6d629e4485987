import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Library } from '@shared/contracts/library';
import type { LibraryApi } from '../api/library-api';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';
import { holdingLiveRefreshes, liveGateOf } from './live-gate';
import {
  answerStillFits,
  createLiveGate,
  createLiveRefresher,
  mayRefreshNow,
  type LiveRefresherDeps,
  type MutationCount,
} from './live-refresh';

const unsorted = aCollection({ id: 'c1', name: 'Unsorted', isDefault: true });
const before = aLibrary([unsorted], [aVideo({ id: 'v1', categoryId: 'c1' })]);
const after = aLibrary([unsorted], [aVideo({ id: 'v2', categoryId: 'c1' }), ...before.videos]);

/** Mutations counted by hand: start() and settle() as TanStack's mutation cache would report. */
function fakeMutations() {
  let count = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const mutations: MutationCount = {
    count: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return {
    mutations,
    start: () => ((count += 1), notify()),
    settle: () => ((count -= 1), notify()),
  };
}

/** A load the test answers when it chooses. */
function deferredLoads() {
  const pending: ((library: Library) => void)[] = [];
  return {
    load: () => new Promise<Library>((resolve) => pending.push(resolve)),
    answer: async (library: Library) => {
      pending.shift()?.(library);
      await flush();
    },
    get waiting() {
      return pending.length;
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A refresher over a fake cache whose version rises with every change, as dataUpdateCount does. */
function setUp(overrides: Partial<LiveRefresherDeps> = {}) {
  const counted = fakeMutations();
  const gate = createLiveGate(counted.mutations);
  const loads = deferredLoads();
  const deferred: (() => void)[] = [];
  const cache = {
    library: before as Library | undefined,
    version: 1,
    change(library: Library) {
      cache.library = library;
      cache.version += 1;
    },
  };
  const refresher = createLiveRefresher({
    gate,
    load: loads.load,
    version: () => (cache.library ? cache.version : undefined),
    apply: (library) => cache.change(library),
    visible: () => true,
    defer: (task) => deferred.push(task),
    ...overrides,
  });
  const runDeferred = async () => {
    while (deferred.length > 0) deferred.shift()!();
    await flush();
  };
  return { gate, counted, loads, cache, refresher, runDeferred, deferred };
}

describe('the "may refresh now" rule', () => {
  it('allows a refresh only with no drag or write under way and no mutation pending', () => {
    expect(mayRefreshNow({ holds: 0, mutating: 0 })).toBe(true);
    expect(mayRefreshNow({ holds: 1, mutating: 0 })).toBe(false);
    expect(mayRefreshNow({ holds: 0, mutating: 2 })).toBe(false);
  });

  it('applies an answer only if nothing touched the library while it was on its way', () => {
    const sent = { generation: 3, version: 7 };
    expect(answerStillFits(sent, { open: true, generation: 3, version: 7 })).toBe(true);
    expect(answerStillFits(sent, { open: false, generation: 3, version: 7 })).toBe(false);
    expect(answerStillFits(sent, { open: true, generation: 4, version: 7 })).toBe(false);
    expect(answerStillFits(sent, { open: true, generation: 3, version: 8 })).toBe(false);
    expect(answerStillFits(sent, { open: true, generation: 3, version: undefined })).toBe(false);
  });
});

describe('the live gate', () => {
  it('closes while anything holds it or a mutation is pending, and says when it opens', () => {
    const counted = fakeMutations();
    const gate = createLiveGate(counted.mutations);
    let opened = 0;
    gate.onOpen(() => (opened += 1));

    const releaseDrag = gate.hold();
    const releaseWrite = gate.hold();
    expect(gate.isOpen()).toBe(false);
    releaseDrag();
    releaseDrag();
    expect(gate.isOpen()).toBe(false);
    releaseWrite();
    expect(gate.isOpen()).toBe(true);
    expect(opened).toBe(1);

    counted.start();
    expect(gate.isOpen()).toBe(false);
    counted.settle();
    expect(gate.isOpen()).toBe(true);
    expect(opened).toBe(2);
  });

  it('counts every start of something that may change the library', () => {
    const counted = fakeMutations();
    const gate = createLiveGate(counted.mutations);
    const first = gate.generation();
    gate.hold()();
    counted.start();
    counted.settle();
    expect(gate.generation()).toBe(first + 2);
  });

  it('is one per query client, and counts its pending mutations', async () => {
    const client = new QueryClient();
    expect(liveGateOf(client)).toBe(liveGateOf(client));
    expect(liveGateOf(new QueryClient())).not.toBe(liveGateOf(client));

    let finish = () => {};
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    const running = mutation.execute(undefined);
    await flush();
    expect(liveGateOf(client).isOpen()).toBe(false);
    finish();
    await running;
    expect(liveGateOf(client).isOpen()).toBe(true);
  });
});

describe('writes hold live refreshes back', () => {
  it('from the request until its answer (or failure); reads do not', async () => {
    const gate = createLiveGate(fakeMutations().mutations);
    const seen: boolean[] = [];
    const answer = <T>(value: T) =>
      new Promise<T>((resolve) => {
        seen.push(gate.isOpen());
        resolve(value);
      });
    const api = holdingLiveRefreshes(
      {
        getLibrary: () => answer(before),
        createVideo: () => answer(after.videos[0]!),
        deleteVideo: () => Promise.reject(new Error('not found')),
      } as Partial<LibraryApi> as LibraryApi,
      gate,
    );

    await api.getLibrary();
    await api.createVideo({ url: 'https://example.com/x', categoryId: 'c1' });
    expect(seen).toEqual([true, false]);
    expect(gate.isOpen()).toBe(true);
    await expect(api.deleteVideo('v1')).rejects.toThrow('not found');
    expect(gate.isOpen()).toBe(true);
  });
});

describe('the live refresher', () => {
  it('applies what the server answers', async () => {
    const { refresher, loads, cache } = setUp();
    const done = refresher.refresh();
    await loads.answer(after);
    await done;
    expect(cache.library).toBe(after);
  });

  it('asks once while a refresh is on its way', async () => {
    const { refresher, loads } = setUp();
    void refresher.refresh();
    void refresher.refresh();
    expect(loads.waiting).toBe(1);
  });

  it('waits for a drag to end, then refreshes what it owes', async () => {
    const { refresher, loads, gate, cache, runDeferred } = setUp();
    const releaseDrag = gate.hold();
    await refresher.refresh();
    expect(loads.waiting).toBe(0);

    releaseDrag();
    await runDeferred();
    expect(loads.waiting).toBe(1);
    await loads.answer(after);
    expect(cache.library).toBe(after);
  });

  it('refreshes nothing when the gate opens and nothing was owed', async () => {
    const { gate, loads, runDeferred } = setUp();
    gate.hold()();
    await runDeferred();
    expect(loads.waiting).toBe(0);
  });

  it('drops an answer sent before a write, and asks again once the write is answered', async () => {
    const { refresher, loads, gate, cache, runDeferred } = setUp();
    void refresher.refresh();
    const releaseWrite = gate.hold();
    cache.change(aLibrary([unsorted], [])); // the write's optimistic step
    await loads.answer(before);
    expect(cache.library?.videos).toEqual([]);

    releaseWrite();
    await runDeferred();
    await loads.answer(after);
    expect(cache.library).toBe(after);
  });

  it('drops an answer older than a change the cache took meanwhile, and asks again', async () => {
    const { refresher, loads, cache, runDeferred } = setUp();
    void refresher.refresh();
    const reloaded = aLibrary([unsorted], []);
    cache.change(reloaded); // the refresh button's answer, say
    await loads.answer(before);
    expect(cache.library).toBe(reloaded);

    await runDeferred();
    await loads.answer(after);
    expect(cache.library).toBe(after);
    await runDeferred();
    expect(loads.waiting).toBe(0);
  });

  it('waits for a pending mutation to settle', async () => {
    const { refresher, loads, counted, runDeferred } = setUp();
    counted.start();
    await refresher.refresh();
    expect(loads.waiting).toBe(0);
    counted.settle();
    await runDeferred();
    expect(loads.waiting).toBe(1);
  });

  it('leaves a hidden tab, a library not loaded yet, and a load under way alone', async () => {
    const hidden = setUp({ visible: () => false });
    await hidden.refresher.refresh();
    expect(hidden.loads.waiting).toBe(0);

    const loading = setUp({ version: () => undefined });
    await loading.refresher.refresh();
    expect(loading.loads.waiting).toBe(0);
  });

  it('says nothing when the server cannot be reached, and tries again next time', async () => {
    let fail = true;
    const { refresher, cache } = setUp({
      load: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(after)),
    });
    await refresher.refresh();
    expect(cache.library).toBe(before);
    fail = false;
    await refresher.refresh();
    expect(cache.library).toBe(after);
  });

  it('does nothing once stopped', async () => {
    const { refresher, loads, cache, gate, deferred } = setUp();
    const releaseDrag = gate.hold();
    await refresher.refresh();
    refresher.stop();
    releaseDrag();
    expect(deferred).toEqual([]);
    await refresher.refresh();
    expect(loads.waiting).toBe(0);
    expect(cache.library).toBe(before);
  });
});
