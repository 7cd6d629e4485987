import { randomUUID } from 'node:crypto';
import { runLoad, type LoadResult } from '../load';
import type { SeededUser } from './seed';
import { defined, randomOf } from './defined';

/** One writer per connection: its token, and where its videos are now (its own model). */
interface Writer {
  token: string;
  shelves: [string[], string[]];
  shelfIds: [string, string];
  /** Videos this run added, deleted again by the delete phase. */
  added: string[];
}

const randomIndex = (length: number) => Math.floor(Math.random() * length);

/**
 * The writes a user makes, each at 10 connections for `seconds`: one user per connection (one
 * user's writes queue on their lock by design; this measures the server, not that queue).
 * Links are not YouTube's, so no metadata lookup is made.
 */
export async function writeLoads(
  baseUrl: string,
  users: { user: SeededUser; token: string }[],
  seconds: number,
): Promise<Record<string, LoadResult>> {
  const writers: Writer[] = users.map(({ user, token }) => {
    const [a, b] = user.collections as [
      SeededUser['collections'][number],
      SeededUser['collections'][number],
    ];
    return {
      token,
      shelves: [[...a.videoIds], [...b.videoIds]],
      shelfIds: [a.id, b.id],
      added: [],
    };
  });
  const send = (writer: Writer, method: string, path: string, body?: object) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${writer.token}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const writerOn = (connection: number) => defined(writers[connection], 'writer');
  const load = (op: (writer: Writer) => Promise<Response>) =>
    runLoad((connection) => op(writerOn(connection)), { connections: writers.length, seconds });

  return {
    'add video': await load(async (w) => {
      const res = await send(w, 'POST', '/api/videos', {
        url: `https://example.com/added/${randomUUID()}`,
        categoryId: w.shelfIds[0],
      });
      if (res.ok) w.added.push(((await res.clone().json()) as { id: string }).id);
      return res;
    }),
    'edit video': await load((w) => {
      const id = randomOf(w.shelves[0]);
      return send(w, 'PATCH', `/api/videos/${id}`, {
        title: `Edited ${Date.now()}`,
        url: `https://example.com/watch/${id}`,
        categoryId: w.shelfIds[0],
      });
    }),
    // To the top of the other collection, alternating sides so both keep their size.
    'move (to another collection)': await load((w) => {
      const [from, to] =
        w.shelves[0].length >= w.shelves[1].length ? ([0, 1] as const) : ([1, 0] as const);
      const [id] = w.shelves[from].splice(randomIndex(w.shelves[from].length), 1) as [string];
      w.shelves[to].push(id);
      return send(w, 'POST', `/api/videos/${id}/move`, {
        categoryId: w.shelfIds[to],
        afterId: null,
      });
    }),
    'reorder (a drop in a collection)': await load((w) => {
      const shelf = w.shelves[0];
      const id = randomOf(shelf);
      let afterId = randomOf(shelf);
      while (afterId === id) afterId = randomOf(shelf);
      return send(w, 'POST', `/api/videos/${id}/move`, { categoryId: w.shelfIds[0], afterId });
    }),
    // What the add phase added first, then the seeded videos.
    'delete video': await load((w) => {
      const id = w.added.pop() ?? w.shelves[1].pop();
      if (!id) throw new Error('the writer has nothing left to delete');
      return send(w, 'DELETE', `/api/videos/${id}`);
    }),
  };
}
