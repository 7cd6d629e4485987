/*
 * The library's pushed changes (docs/product/live-updates.md, decision 0094): one stream a tab,
 * GET /api/events read with fetch, since the server wants the session's bearer token and an
 * EventSource cannot send one. The events are few and of three kinds, so a few lines parse them.
 * Whatever goes wrong (a proxy that buffers or drops the stream, a server stopping, a full
 * server) the tab goes on with its focus and interval refreshes, and tries the stream again
 * later, waiting longer each time.
 */

import type { AuthClient } from '@client/lib/auth';
import type { LastLibrary } from '../api/library-api';

/** Heard nothing for this long (not even the 25-second heartbeat), the stream is dead. */
const SILENCE_MS = 60_000;
/** The first try again after a failure; doubled each time, up to the longest. */
const RETRY_FIRST_MS = 2_000;
const RETRY_LONGEST_MS = 300_000;

export interface LibraryStreamDeps {
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** The version of the library the tab holds, sent as Last-Event-ID; none while it loads. */
  version(): string | undefined;
  /** The library changed since that version: fetch the changes. */
  changed(): void;
}

export interface LibraryStream {
  stop(): void;
}

/** What one event block says: its kind and its data (comments and ids are not needed). */
function parse(block: string): { event: string; data: string } {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = line.slice(colon + 1).trimStart();
    if (line.startsWith('event:')) event = value;
    else if (line.startsWith('data:')) data = value;
  }
  return { event, data };
}

function startLibraryStream(deps: LibraryStreamDeps): LibraryStream {
  let stopped = false;
  /** A stream is being opened or read. */
  let active = false;
  let abort: AbortController | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait = RETRY_FIRST_MS;
  /** Replaced by a newer stream of the user: try again only on the focus, not by the clock. */
  let replaced = false;

  function later(ms: number) {
    if (stopped || replaced) return;
    retry = setTimeout(connect, ms);
  }

  async function connect() {
    retry = undefined;
    active = true;
    abort = new AbortController();
    const { signal } = abort;
    let silence = setTimeout(() => abort?.abort(), SILENCE_MS);
    let next = wait;
    wait = Math.min(wait * 2, RETRY_LONGEST_MS);
    try {
      const version = deps.version();
      // The library is still loading: its version is worth the wait (no change is missed).
      if (version === undefined) return later(1_000);
      const response = await deps.fetch('/api/events', {
        headers: version ? { 'Last-Event-ID': version } : {},
        signal,
      });
      if (!response.ok || !response.body) {
        const after = Number(response.headers.get('Retry-After'));
        if (after > 0) next = Math.max(next, after * 1000);
        // Signed out, or a server without the stream: the refreshes carry on alone.
        if (response.status === 401 || response.status === 404) return;
        return later(next);
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        clearTimeout(silence);
        silence = setTimeout(() => abort?.abort(), SILENCE_MS);
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const { event, data } = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event === 'ready') wait = RETRY_FIRST_MS;
          else if (event === 'library') deps.changed();
          else if (event === 'end') {
            // An expired token: again at once (the fetch refreshes it). A stop: soon, spread out.
            next = data.includes('"expired"') ? 0 : 1_000 + Math.random() * 2_000;
            replaced = data.includes('"replaced"');
          }
        }
      }
    } catch {
      // Cut off, refused or unreachable: tried again later.
    } finally {
      clearTimeout(silence);
      active = false;
    }
    if (!stopped) later(next);
  }

  /** The tab is in use again: a stream that is down tries again now. */
  function wake() {
    if (stopped || active || document.visibilityState === 'hidden') return;
    clearTimeout(retry);
    replaced = false;
    void connect();
  }

  void connect();
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', wake);
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      abort?.abort();
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', wake);
    },
  };
}

/** The stream of the signed-in tab: what live-library-updates.tsx starts, once loaded. */
export default function openLibraryStream(
  client: AuthClient,
  last: LastLibrary | null,
  changed: () => void,
): LibraryStream {
  return startLibraryStream({
    fetch: (path, init) => client.fetchWithAuth(path, init),
    version: () => last?.library?.etag,
    changed,
  });
}
