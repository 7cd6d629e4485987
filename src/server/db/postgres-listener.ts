import pg from 'pg';
import type { NotificationListener } from './client';
import { loggableError } from './errors';

/** The first wait before making a lost listening connection again; it doubles up to the most. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MOST_MS = 30_000;

export interface PostgresListener {
  listen(channel: string, listener: NotificationListener): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * The process's one connection that LISTENs (docs/decisions/0094-pushed-library-versions.md),
 * apart from the pool: a pooled connection goes back to the pool and would stop hearing. However
 * many listen, and on however many channels, it is one session. A lost connection is made again,
 * waiting longer each time it fails, and then every listener is told of the gap: what was sent
 * meanwhile is not heard. A first connection that fails settles `listen` all the same (the tries
 * go on), so nothing waits on an unreachable database for longer than one try.
 */
export function createPostgresListener(url: string): PostgresListener {
  const channels = new Map<string, Set<NotificationListener>>();
  let client: pg.Client | undefined;
  /** The connection being made, settled (never rejected) once it is up or has failed. */
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = RECONNECT_FIRST_MS;
  let lost = false;
  let closed = false;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  function dropped(from: pg.Client) {
    if (client !== from) return;
    client = undefined;
    from.end().catch(() => {});
    lost = true;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, RECONNECT_MOST_MS);
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
      });
      next.on('notification', ({ channel, payload }) => {
        for (const listener of channels.get(channel) ?? []) listener.notice(payload ?? '');
      });
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      client = next;
      try {
        await next.connect();
        for (const channel of channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
        wait = RECONNECT_FIRST_MS;
        if (lost) {
          lost = false;
          for (const heard of channels.values()) for (const listener of heard) listener.gap();
        }
      } catch (error) {
        if (!closed) console.error(`Listening to PostgreSQL failed: ${loggableError(error)}`);
        dropped(next);
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  }

  return {
    async listen(channel, listener) {
      let heard = channels.get(channel);
      const isNew = heard === undefined;
      heard ??= new Set();
      channels.set(channel, heard);
      heard.add(listener);
      // A connection being made listens to every channel known; LISTEN twice is harmless.
      if (!client && !retry) await connect();
      else {
        if (connecting) await connecting;
        const current = client;
        if (isNew && current) {
          await current.query(`LISTEN ${quoted(channel)}`).catch(() => dropped(current));
        }
      }
      return () => void heard.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
