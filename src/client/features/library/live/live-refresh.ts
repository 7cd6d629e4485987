import type { Library } from '@shared/contracts/library';

/*
 * Live updates (docs/decisions/0045-live-updates.md): the library is read again when
 * the window comes back (focus, or the tab shown again) and every minute while it is shown, so a
 * change made in another tab or on another device appears without pressing refresh. Never while
 * something a new list would disturb is under way: a drag, a write on its way to the server, a
 * pending mutation (its optimistic step is in the cache). Then the refresh is owed, and made as
 * soon as the last of them ends.
 */

/** How often a shown library is read again; focus and the tab coming back read it at once. */
export const LIVE_REFRESH_INTERVAL_MS = 60_000;

/** The "may refresh now" rule: no drag and no write under way, no mutation pending. */
export function mayRefreshNow({ holds, mutating }: { holds: number; mutating: number }): boolean {
  return holds === 0 && mutating === 0;
}

/**
 * A refresh's answer is applied only if nothing touched the library while it was on its way:
 * otherwise it may predate a change already shown (an optimistic step, a server's answer), and
 * applying it would undo that change on screen.
 */
export function answerStillFits(
  sent: { generation: number; version: number },
  now: { open: boolean; generation: number; version: number | undefined },
): boolean {
  return now.open && now.generation === sent.generation && now.version === sent.version;
}

/** Pending mutations, as TanStack Query's mutation cache tells them. */
export interface MutationCount {
  count(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * What holds live refreshes back. One per query client: the library's writes (useLibraryApi),
 * the drag-and-drop context and the refresher all meet here.
 */
export interface LiveGate {
  /** Holds refreshes back until the returned release is called (a second call does nothing). */
  hold(): () => void;
  isOpen(): boolean;
  /** Rises whenever something starts that may change the library: a hold, a mutation. */
  generation(): number;
  /** Called each time the gate opens again. */
  onOpen(listener: () => void): () => void;
}

export function createLiveGate(mutations: MutationCount): LiveGate {
  let holds = 0;
  let generation = 0;
  let mutating = mutations.count();
  const listeners = new Set<() => void>();
  const isOpen = () => mayRefreshNow({ holds, mutating });

  function changed(wasOpen: boolean) {
    if (!wasOpen && isOpen()) for (const listener of [...listeners]) listener();
  }

  mutations.subscribe(() => {
    const wasOpen = isOpen();
    const now = mutations.count();
    if (now > mutating) generation += 1;
    mutating = now;
    changed(wasOpen);
  });

  return {
    hold() {
      holds += 1;
      generation += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const wasOpen = isOpen();
        holds -= 1;
        changed(wasOpen);
      };
    },
    isOpen,
    generation: () => generation,
    onOpen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface LiveRefresherDeps {
  gate: LiveGate;
  /** Reads the library from the server. */
  load(): Promise<Library>;
  /**
   * The cached library's version (its update count), or undefined while there is nothing to
   * refresh: not loaded yet, or a load under way (the first, or the refresh button's), whose
   * answer brings the news anyway.
   */
  version(): number | undefined;
  apply(library: Library): void;
  /** Whether the page is shown and online; a hidden tab is refreshed when it is shown again. */
  visible(): boolean;
  /** Runs `task` once the current work is done (a timer turn), so a write's answer lands first. */
  defer(task: () => void): void;
}

export interface LiveRefresher {
  /** A reason to read the library again (focus, the tab shown, the interval). */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * Reads the library again when asked, if the gate is open; otherwise remembers that a refresh is
 * owed and makes it when the gate opens. A failed refresh says nothing: the next reason tries
 * again, and the refresh button still reports failures (docs/product/errors.md).
 */
export function createLiveRefresher(deps: LiveRefresherDeps): LiveRefresher {
  const { gate } = deps;
  let owed = false;
  let running = false;
  let stopped = false;

  async function refresh(retry = true): Promise<void> {
    if (stopped || running) return;
    if (!gate.isOpen()) {
      owed = true;
      return;
    }
    if (!deps.visible()) return;
    const version = deps.version();
    if (version === undefined) return;
    owed = false;
    running = true;
    const sent = { generation: gate.generation(), version };
    let library: Library;
    try {
      library = await deps.load();
    } catch {
      return;
    } finally {
      running = false;
    }
    if (stopped) return;
    const now = { open: gate.isOpen(), generation: gate.generation(), version: deps.version() };
    if (answerStillFits(sent, now)) {
      deps.apply(library);
      return;
    }
    // Something changed meanwhile: ask again once it has settled (at once if it already has).
    owed = true;
    if (now.open && retry) deps.defer(() => void refresh(false));
  }

  const stopListening = gate.onOpen(() => {
    if (owed) deps.defer(() => void refresh());
  });

  return {
    refresh: () => refresh(),
    stop() {
      stopped = true;
      stopListening();
    },
  };
}
