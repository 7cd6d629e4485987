import { and, eq, max } from 'drizzle-orm';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Session } from '@shared/contracts/auth';
import { LibrarySchema, type Library } from '@shared/contracts/library';
import type { Database } from '@server/db/client';
import {
  apiTokens,
  collections,
  deletedVideos,
  importItems,
  imports,
  playbackPositions,
  playbackPreferences,
  tags,
  users,
  videos,
  videoTags,
} from '@server/db/schema';
import { expect } from 'vitest';
import { uniqueEmail, type ApiRequest, type TestResponse } from './test-app';
import { STRONG_PASSWORD } from './strong-password';

/** A signed-up user with their bearer token, and helpers for the library routes. */
export async function signUpUser(request: ApiRequest, prefix = 'user') {
  const res = await request<Session>('POST', '/api/auth/signup', {
    body: { email: uniqueEmail(prefix), password: STRONG_PASSWORD },
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  const token = res.body.access_token;
  const library = async () => (await request('GET', '/api/library', { token })).body;
  const unsortedId = async (): Promise<string> =>
    (await library()).categories.find((c: { isDefault: boolean }) => c.isDefault).id;
  return { id: res.body.user.id, email: res.body.user.email, token, library, unsortedId };
}

/** A user's library through the API (any client, e.g. over HTTP), checked against the contract. */
export async function fetchLibrary(request: ApiRequest, token: string): Promise<Library> {
  const res = await request('GET', '/api/library', { token });
  if (res.status !== 200) throw new Error(`library: ${res.status} ${JSON.stringify(res.body)}`);
  return LibrarySchema.parse(res.body);
}

export async function setTier(db: Database, userId: string, tier: 'free' | 'pro') {
  await db.system((tx) => tx.update(users).set({ tier }).where(eq(users.id, userId)));
}

/** Inserts `n` videos straight into a collection, after those in it (fast set-up). */
export async function seedVideos(db: Database, userId: string, collectionId: string, n: number) {
  if (n === 0) return;
  await db.system(async (tx) => {
    const [last] = await tx
      .select({ position: max(videos.position) })
      .from(videos)
      .where(and(eq(videos.userId, userId), eq(videos.categoryId, collectionId)));
    const keys = generateNKeysBetween(last?.position ?? null, null, n);
    // In chunks: a statement takes at most 65,535 parameters.
    for (let start = 0; start < n; start += 1000) {
      await tx.insert(videos).values(
        keys.slice(start, start + 1000).map((position, i) => ({
          userId,
          categoryId: collectionId,
          title: `Seeded ${start + i}`,
          url: `https://example.com/${start + i}`,
          position,
        })),
      );
    }
  });
}

/** Every row a user owns, to prove a refused request changed nothing. */
export const snapshotOf = (db: Database, userId: string) =>
  db.system(async (tx) => ({
    categories: await tx.select().from(collections).where(eq(collections.userId, userId)),
    videos: await tx.select().from(videos).where(eq(videos.userId, userId)),
    deletedVideos: await tx.select().from(deletedVideos).where(eq(deletedVideos.userId, userId)),
    imports: await tx.select().from(imports).where(eq(imports.userId, userId)),
    importItems: await tx.select().from(importItems).where(eq(importItems.userId, userId)),
    apiTokens: await tx.select().from(apiTokens).where(eq(apiTokens.userId, userId)),
    tags: await tx.select().from(tags).where(eq(tags.userId, userId)),
    videoTags: await tx.select().from(videoTags).where(eq(videoTags.userId, userId)),
    playbackPositions: await tx
      .select()
      .from(playbackPositions)
      .where(eq(playbackPositions.userId, userId)),
    playbackPreferences: await tx
      .select()
      .from(playbackPreferences)
      .where(eq(playbackPreferences.userId, userId)),
  }));

/** A request that must be refused: its name, how to send it, the status and code expected. */
export type Refusal = [
  name: string,
  send: () => Promise<TestResponse<any>>,
  status: number,
  code: string,
];

/** Sends each in turn; each answers its status and `{ error: { code, message } }`. */
export async function expectRefusals(cases: readonly Refusal[]): Promise<void> {
  for (const [name, send, status, code] of cases) {
    const res = await send();
    const error = res.body?.error;
    expect({ name, status: res.status, code: error?.code }).toEqual({ name, status, code });
    expect(typeof error.message, name).toBe('string');
  }
}
