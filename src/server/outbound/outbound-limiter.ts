import { OutboundError } from './outbound-error';

/**
 * The one gate every request to the outside web passes (docs/decisions/0083-outbound-limits.md):
 * at most `maxInFlight` run at once, and together they may hold at most `maxBytesInFlight` of
 * body, each counted at its own cap from its start (so the bound holds whatever the answers are).
 * Waiting requests take turns by owner (the user they are for): the owner served least recently
 * goes first, so a user with thousands of lookups waiting (an import) delays another user's
 * single one by no more than the requests already running.
 */
export interface OutboundLimiter {
  /**
   * Runs `task` once it is `owner`'s turn and a slot and `bytes` are free. Rejects with an
   * OutboundError `busy` (and never runs it) if `signal` aborts first: the caller's deadline
   * covers the wait.
   */
  run<T>(owner: string, bytes: number, signal: AbortSignal, task: () => Promise<T>): Promise<T>;
}

export interface OutboundLimits {
  maxInFlight: number;
  maxBytesInFlight: number;
}

/** The owner of requests made for nobody in particular (user ids are UUIDs). */
export const SERVER_OWNER = 'server';

/** No limit: for fetchers built outside the app (tests of the fetcher itself). */
export const UNLIMITED: OutboundLimiter = { run: (_owner, _bytes, _signal, task) => task() };

const busy = () =>
  new OutboundError('busy', 'no turn among the outside requests before the deadline', true);

interface Waiter {
  bytes: number;
  start: () => void;
}

interface Owner {
  waiting: Waiter[];
  running: number;
  /** When it was last given a slot (a count of grants); 0: not yet. */
  lastServed: number;
}

export function createOutboundLimiter({
  maxInFlight,
  maxBytesInFlight,
}: OutboundLimits): OutboundLimiter {
  /** Owners with requests running or waiting; forgotten when they have neither. */
  const owners = new Map<string, Owner>();
  let running = 0;
  let reserved = 0;
  let grants = 0;

  /** The owner whose turn it is: among those waiting, the one served least recently. */
  function nextOwner(): Owner | undefined {
    let next: Owner | undefined;
    for (const owner of owners.values()) {
      if (owner.waiting.length > 0 && (!next || owner.lastServed < next.lastServed)) next = owner;
    }
    return next;
  }

  function grant(): void {
    while (running < maxInFlight) {
      const owner = nextOwner();
      const waiter = owner?.waiting[0];
      if (!owner || !waiter) return;
      // The next in turn waits for room rather than let smaller ones pass it for ever.
      if (reserved + waiter.bytes > maxBytesInFlight) return;
      owner.waiting.shift();
      owner.running += 1;
      owner.lastServed = ++grants;
      running += 1;
      reserved += waiter.bytes;
      waiter.start();
    }
  }

  function forgetIfIdle(key: string, owner: Owner): void {
    if (owner.running === 0 && owner.waiting.length === 0) owners.delete(key);
  }

  function admit(key: string, bytes: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(busy());
    const owner = owners.get(key) ?? { waiting: [], running: 0, lastServed: 0 };
    owners.set(key, owner);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        bytes,
        start: () => {
          signal.removeEventListener('abort', giveUp);
          resolve();
        },
      };
      function giveUp() {
        const at = owner.waiting.indexOf(waiter);
        if (at < 0) return;
        owner.waiting.splice(at, 1);
        forgetIfIdle(key, owner);
        // Its place may have held up the ones behind it.
        grant();
        reject(busy());
      }
      owner.waiting.push(waiter);
      signal.addEventListener('abort', giveUp, { once: true });
      grant();
    });
  }

  function release(key: string, bytes: number): void {
    const owner = owners.get(key);
    running -= 1;
    reserved -= bytes;
    if (owner) {
      owner.running -= 1;
      forgetIfIdle(key, owner);
    }
    grant();
  }

  return {
    async run(key, bytes, signal, task) {
      // One request larger than the whole budget runs alone rather than never.
      const cost = Math.min(bytes, maxBytesInFlight);
      await admit(key, cost, signal);
      try {
        return await task();
      } finally {
        release(key, cost);
      }
    },
  };
}
