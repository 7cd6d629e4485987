import { versionStateNow } from '@server/core';
import type { Database } from '@server/db/client';
import { loggableError } from '@server/db/errors';
import { TryLaterError } from '@server/http/app-error';
import type { Config } from '@server/config/config';
import { createLibraryEtags } from '@server/features/library';
import {
  createEventStreams,
  endEvent,
  HEARTBEAT,
  libraryEvent,
  READY_EVENT,
  type EventStream,
} from './event-streams';
import { LIBRARY_CHANGES_CHANNEL, parseLibraryChange } from './library-changes';
import { snapshotWith } from './snapshot-saw';

/**
 * How often an idle stream gets a comment line: under the 30 to 60 seconds after which common
 * proxies and load balancers close a connection that says nothing (nginx's proxy_read_timeout is
 * 60 s), and what the client's watchdog waits for (docs/product/live-updates.md).
 */
export const HEARTBEAT_MS = 25_000;
/** Bytes a client may leave unread before its stream is cut: it is not reading. */
const UNREAD_BYTES_MOST = 64 * 1024;
/** Past the per-process cap, when to try again. */
const FULL_RETRY_AFTER_SECONDS = 30;

export interface EventsService {
  /**
   * Opens a stream of the user's library changes, until `endsAt` (ms since the epoch: the access
   * token's expiry). `lastEventId`: a library version the tab holds or heard last; when the
   * library changed since, the stream says so at once. 503 server_busy past the process's cap.
   */
  open(userId: string, lastEventId: string | undefined, endsAt: number): Promise<ReadableStream>;
  /** Ends every stream (a stop): none holds the server's shutdown. */
  close(): void;
  /** The streams open in this process (the bench reads it). */
  readonly openStreams: number;
}

export interface EventsServiceDeps {
  db: Database;
  /** Seals the versions the events name, as the library's ETags are (the same key). */
  jwtSecret: string;
  config: Pick<Config, 'eventStreamsPerUser' | 'eventStreamsPerProcess'>;
  heartbeatMs?: number;
  now?: () => number;
}

export function createEventsService({
  db,
  jwtSecret,
  config,
  heartbeatMs = HEARTBEAT_MS,
  now = Date.now,
}: EventsServiceDeps): EventsService {
  const etags = createLibraryEtags(jwtSecret, now);
  const streams = createEventStreams({
    perUser: config.eventStreamsPerUser,
    perProcess: config.eventStreamsPerProcess,
  });
  const encoder = new TextEncoder();
  let listening: Promise<unknown> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  /** Starts hearing the database once, with the first stream; a failed start is tried again. */
  function listen(): Promise<unknown> {
    listening ??= db
      .listen(LIBRARY_CHANGES_CHANNEL, {
        notice(payload) {
          const change = parseLibraryChange(payload);
          if (!change) return;
          // The writer's own snapshot, with the writer added: everything up to this change.
          const snapshot = change.snapshot && snapshotWith(change.snapshot, change.xid);
          const version = snapshot ? etags.issue(change.userId, snapshot) : null;
          streams.changed({ ...change, snapshot: snapshot || null }, version);
        },
        gap: () => streams.maybeChanged(),
      })
      .catch((error: unknown) => {
        console.error(`Listening for library changes failed: ${loggableError(error)}`);
        listening = undefined;
      });
    heartbeat ??= setInterval(() => streams.writeAll(HEARTBEAT), heartbeatMs).unref();
    return listening;
  }

  return {
    async open(userId, lastEventId, endsAt) {
      await listen();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      let ended = false;
      const finish = () => {
        ended = true;
        clearTimeout(expiry);
        streams.remove(stream);
      };
      const stream: EventStream = {
        userId,
        seen: lastEventId === undefined ? null : etags.open(lastEventId, userId),
        write(text) {
          if (ended) return false;
          if ((controller.desiredSize ?? 0) < -UNREAD_BYTES_MOST) {
            finish();
            controller.close();
            return false;
          }
          controller.enqueue(encoder.encode(text));
          return true;
        },
        end(reason) {
          if (ended) return;
          stream.write(endEvent(reason));
          finish();
          controller.close();
        },
      };
      const body = new ReadableStream<Uint8Array>(
        {
          start: (c) => void (controller = c),
          cancel: finish,
        },
        new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
      );
      // The stream lives as long as the access token it was opened with.
      const expiry = setTimeout(() => stream.end('expired'), Math.max(0, endsAt - now())).unref();
      if (!streams.add(stream)) {
        finish();
        throw new TryLaterError(
          'server_busy',
          503,
          'The server has as many live-update connections open as it allows. Try again shortly.',
          FULL_RETRY_AFTER_SECONDS,
        );
      }
      // Listening before this check, so a change either is seen by it or arrives as an event.
      const known = stream.seen;
      if (known !== null) {
        const state = await versionStateNow(db, userId, known).catch(() => 'changed' as const);
        if (state !== 'unchanged') stream.write(libraryEvent(null));
      }
      stream.write(READY_EVENT);
      return body;
    },
    close() {
      clearInterval(heartbeat);
      streams.close();
    },
    get openStreams() {
      return streams.size;
    },
  };
}
