import { snapshotSaw } from './snapshot-saw';

/*
 * The open event streams of this process and their fan-out
 * (docs/decisions/0094-pushed-library-versions.md): a change heard once (one LISTEN a process)
 * is written to each open stream of its user from memory, never with a query a stream. Bounded:
 * at most `perProcess` streams, refused past it, and `perUser` a user, the oldest of whose
 * streams a new one replaces (the tab in use gets the live one; docs/product/live-updates.md).
 */

/** Why a stream ends, told to its client as the last event. */
export type EndReason = 'replaced' | 'expired' | 'shutdown' | 'stalled';

/** One open stream: what the server knows of the tab at its end. */
export interface EventStream {
  readonly userId: string;
  /**
   * A snapshot every change of which this tab has heard or holds: its library's version (sent
   * as Last-Event-ID), then each change's own. A change it saw is not sent again.
   */
  seen: string | null;
  /** Writes an event's text; false when the client is not reading and the stream was cut. */
  write(text: string): boolean;
  /** Writes the end event and closes. */
  end(reason: EndReason): void;
}

export interface EventStreamLimits {
  perUser: number;
  perProcess: number;
}

/** A change to a user's library: the transaction's id, and the snapshot it was written at. */
export interface LibraryChange {
  userId: string;
  xid: string;
  snapshot: string | null;
}

export interface EventStreams {
  /** Adds a stream; false (and nothing added) when the process has as many as it allows. */
  add(stream: EventStream): boolean;
  remove(stream: EventStream): void;
  /** Tells each stream of the change's user that did not see it; `version` names the change. */
  changed(change: LibraryChange, version: string | null): void;
  /** Changes may have been missed: every stream is told to ask (no version named). */
  maybeChanged(): void;
  /** Writes `text` to every stream (the heartbeat). */
  writeAll(text: string): void;
  /** Ends every stream and refuses new ones. */
  close(): void;
  readonly size: number;
}

export function createEventStreams(limits: EventStreamLimits): EventStreams {
  /** A user's streams, the oldest first (a Set keeps insertion order). */
  const byUser = new Map<string, Set<EventStream>>();
  let size = 0;
  let closed = false;

  function remove(stream: EventStream) {
    const streams = byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    size -= 1;
    if (streams.size === 0) byUser.delete(stream.userId);
  }

  function forEach(streams: Iterable<EventStream>, each: (stream: EventStream) => boolean) {
    // A stream cut while written to leaves the set: iterate over a copy.
    for (const stream of [...streams]) if (!each(stream)) remove(stream);
  }

  return {
    add(stream) {
      if (closed || size >= limits.perProcess) return false;
      let streams = byUser.get(stream.userId);
      if (!streams) byUser.set(stream.userId, (streams = new Set()));
      while (streams.size >= limits.perUser) {
        const oldest = streams.values().next().value;
        if (!oldest) break;
        remove(oldest);
        oldest.end('replaced');
        if (!byUser.has(stream.userId)) byUser.set(stream.userId, streams);
      }
      streams.add(stream);
      size += 1;
      return true;
    },
    remove,
    changed({ userId, xid, snapshot }, version) {
      const streams = byUser.get(userId);
      if (!streams) return;
      const text = libraryEvent(version);
      forEach(streams, (stream) => {
        if (stream.seen !== null && snapshotSaw(stream.seen, xid)) return true;
        if (snapshot !== null) stream.seen = snapshot;
        return stream.write(text);
      });
    },
    maybeChanged() {
      const text = libraryEvent(null);
      for (const streams of [...byUser.values()]) forEach(streams, (stream) => stream.write(text));
    },
    writeAll(text) {
      for (const streams of [...byUser.values()]) forEach(streams, (stream) => stream.write(text));
    },
    close() {
      closed = true;
      for (const streams of [...byUser.values()]) {
        for (const stream of [...streams]) {
          remove(stream);
          stream.end('shutdown');
        }
      }
    },
    get size() {
      return size;
    },
  };
}

/**
 * The event that the library changed. `version` (a sealed library version, as an ETag) names
 * everything up to the change: it is the event's id, the Last-Event-ID a reconnecting client
 * sends back. Without one (a catch-up, a gap) the id line is left out.
 */
export function libraryEvent(version: string | null): string {
  const id = version === null ? '' : `id: ${version}\n`;
  return `${id}event: library\ndata: ${JSON.stringify({ version })}\n\n`;
}

/** The last event of a stream: why it ends (what the client does next depends on it). */
export const endEvent = (reason: EndReason) =>
  `event: end\ndata: ${JSON.stringify({ reason })}\n\n`;

/** The first event: the stream is open and flowing (a client hearing none falls back). */
export const READY_EVENT = 'event: ready\ndata: {}\n\n';

/** A comment line: keeps proxies from closing an idle stream, and tells the client it lives. */
export const HEARTBEAT = ': heartbeat\n\n';
