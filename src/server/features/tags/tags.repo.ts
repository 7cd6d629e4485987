import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { distinctTagNames, tagKey } from '@shared/tag-name';
import type { Tx } from '@server/db/client';
import { insertRows } from '@server/db/insert-rows';
import { tags, videos, videoTags } from '@server/db/schema';

/*
 * Every write of tags (docs/decisions/0054-tags-and-notes.md): the sidebar's rename,
 * merge and delete, and the tags videos carry, which videos (edit, bulk actions, delete,
 * restore), collections (delete) and the import change through this feature's index. A tag
 * exists only while a video carries it: every write that takes a tag off a video drops it in the
 * same transaction once no video carries it, and every write that changes the names some videos
 * carry rewrites their copy of the names (writeTagNames) there too. Callers hold the user's lock
 * (lockUser), so names are compared and tags created or dropped one write at a time.
 */

export type TagRow = typeof tags.$inferSelect;

/** A new tag's row: its name and, for the unique index, the name's key. */
export const newTag = (userId: string, name: string) => ({ userId, name, nameKey: tagKey(name) });

/**
 * The order tags are listed in: by name in any case, the same on both drivers (the column is
 * COLLATE "C", so `lower` folds ASCII letters and the rest compares by code point).
 */
export const tagOrder = (name: typeof tags.name = tags.name) => [
  asc(sql`lower(${name})`),
  asc(name),
];

/**
 * Rewrites the copy of their tags' names on these videos of the user (videos.tag_names) from
 * video_tags, in tag order. Every write that changes which tags a video carries, or a carried
 * tag's name, calls it in its transaction, so the library's read takes the names from the row.
 */
export async function writeTagNames(
  tx: Tx,
  userId: string,
  videoIds: readonly string[],
): Promise<void> {
  if (videoIds.length === 0) return;
  await tx
    .update(videos)
    .set({
      tagNames: sql`coalesce(
        (select array_agg(t.name order by lower(t.name), t.name)
         from ${videoTags} vt join ${tags} t on t.id = vt.tag_id
         where vt.video_id = ${videos.id}),
        '{}')`,
    })
    .where(and(eq(videos.userId, userId), inArray(videos.id, [...videoIds])));
}

/** The ids of the user's videos that carry the tag. */
const videosWithTag = async (tx: Tx, userId: string, tagId: string): Promise<string[]> =>
  (
    await tx
      .select({ id: videoTags.videoId })
      .from(videoTags)
      .where(and(eq(videoTags.userId, userId), eq(videoTags.tagId, tagId)))
  ).map((row) => row.id);

/** The ids of the tags a video carries. */
const videoTagIds = async (tx: Tx, userId: string, videoId: string): Promise<string[]> =>
  (
    await tx
      .select({ id: videoTags.tagId })
      .from(videoTags)
      .where(and(eq(videoTags.userId, userId), eq(videoTags.videoId, videoId)))
  ).map((row) => row.id);

/** Every tag of the user (to compare names with: the database's `lower` is not the reader's). */
export const userTags = (tx: Tx, userId: string): Promise<TagRow[]> =>
  tx.select().from(tags).where(eq(tags.userId, userId));

/** The user's tag whose name reads as `name` (any case), other than `except`. */
export const tagNamed = (all: readonly TagRow[], name: string, except?: string) => {
  const key = tagKey(name);
  return all.find((tag) => tag.id !== except && tagKey(tag.name) === key);
};

/** Makes tags of the user's (their names checked and new to the user); answers them. */
async function insertTags(
  tx: Tx,
  userId: string,
  names: readonly string[],
): Promise<Pick<TagRow, 'id' | 'name'>[]> {
  if (names.length === 0) return [];
  return tx
    .insert(tags)
    .values(names.map((name) => newTag(userId, name)))
    .returning({ id: tags.id, name: tags.name });
}

/** Makes one tag of the user's (a bulk action's, its name checked by the caller); answers its id. */
export async function insertTag(tx: Tx, userId: string, name: string): Promise<string> {
  const [row] = await insertTags(tx, userId, [name]);
  if (!row) throw new Error('insert into tags returned no row');
  return row.id;
}

/**
 * Removes the user's tags (of `ids`, or all) that no video carries any more. Run after any write
 * that takes tags off videos, in its transaction.
 */
export async function dropUnusedTags(tx: Tx, userId: string, ids?: readonly string[]) {
  if (ids?.length === 0) return;
  await tx.delete(tags).where(
    and(
      eq(tags.userId, userId),
      ids ? inArray(tags.id, [...ids]) : undefined,
      notExists(
        tx
          .select({ one: sql`1` })
          .from(videoTags)
          .where(eq(videoTags.tagId, tags.id)),
      ),
    ),
  );
}

/**
 * Gives the video exactly these tags (names, already valid): repeats in any case count once; a
 * name the user has a tag for takes that tag (its spelling wins), others become new tags. Tags
 * taken off that no video carries any more are dropped, and the video's copy of the names is
 * rewritten. The caller holds the user's lock.
 */
export async function setVideoTags(
  tx: Tx,
  userId: string,
  videoId: string,
  names: readonly string[],
): Promise<void> {
  const wanted = distinctTagNames(names);
  const current = await videoTagIds(tx, userId, videoId);
  if (wanted.length === 0 && current.length === 0) return;
  const all = await userTags(tx, userId);
  const ids: string[] = [];
  const missing: string[] = [];
  for (const name of wanted) {
    const tag = tagNamed(all, name);
    if (tag) ids.push(tag.id);
    else missing.push(name);
  }
  ids.push(...(await insertTags(tx, userId, missing)).map((row) => row.id));
  const removed = current.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !current.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(videoTags)
      .where(and(eq(videoTags.videoId, videoId), inArray(videoTags.tagId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(videoTags).values(added.map((tagId) => ({ videoId, tagId, userId })));
  }
  if (removed.length === 0 && added.length === 0) return;
  await writeTagNames(tx, userId, [videoId]);
  await dropUnusedTags(tx, userId, removed);
}

/**
 * Gives videos carrying no tags yet (restored, imported) the tags named on them (their
 * tag_names, as written), in one pass for them all: a name the user has a tag for, in any case, takes that tag;
 * the others are made. The copies are rewritten as now spelt. The caller holds the user's lock.
 */
export async function giveTagsByName(
  tx: Tx,
  userId: string,
  restored: ReadonlyArray<{ id: string; tagNames: readonly string[] }>,
): Promise<void> {
  const named = restored.filter((video) => video.tagNames.length > 0);
  if (named.length === 0) return;
  const byKey = new Map((await userTags(tx, userId)).map((tag) => [tagKey(tag.name), tag.id]));
  const missing = distinctTagNames(named.flatMap((video) => video.tagNames)).filter(
    (name) => !byKey.has(tagKey(name)),
  );
  for (const tag of await insertTags(tx, userId, missing)) byKey.set(tagKey(tag.name), tag.id);
  const links = named.flatMap((video) =>
    distinctTagNames(video.tagNames).flatMap((name) => {
      const tagId = byKey.get(tagKey(name));
      return tagId ? [{ videoId: video.id, tagId, userId }] : [];
    }),
  );
  await insertRows(tx, videoTags, links, { skipConflicts: true });
  await writeTagNames(
    tx,
    userId,
    named.map((video) => video.id),
  );
}

/** Puts the tag on these videos of the user (those carrying it keep it once). */
export async function tagVideos(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  tagId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into video_tags (video_id, tag_id, user_id)
    select v.id, ${tagId}::uuid, v.user_id from videos v
    where v.user_id = ${userId} and v.id in ${ids}
    on conflict do nothing`);
}

/** Takes the tag off these videos of the user. */
export async function untagVideos(
  tx: Tx,
  userId: string,
  ids: readonly string[],
  tagId: string,
): Promise<void> {
  await tx
    .delete(videoTags)
    .where(
      and(
        eq(videoTags.userId, userId),
        eq(videoTags.tagId, tagId),
        inArray(videoTags.videoId, [...ids]),
      ),
    );
}

/** Renames the user's tag; undefined when the user has no such tag. */
export async function renameTag(
  tx: Tx,
  userId: string,
  id: string,
  name: string,
): Promise<TagRow | undefined> {
  const [row] = await tx
    .update(tags)
    .set({ name, nameKey: tagKey(name) })
    .where(and(eq(tags.userId, userId), eq(tags.id, id)))
    .returning();
  if (row) await writeTagNames(tx, userId, await videosWithTag(tx, userId, id));
  return row;
}

/**
 * Puts tag `into` on every video carrying tag `from` (those carrying both keep one), then removes
 * `from`. Both are the user's.
 */
export async function mergeTag(tx: Tx, userId: string, from: string, into: string): Promise<void> {
  await tx.execute(sql`
    insert into video_tags (video_id, tag_id, user_id)
    select video_id, ${into}::uuid, user_id from video_tags
    where tag_id = ${from}::uuid and user_id = ${userId}::uuid
    on conflict do nothing`);
  await deleteTag(tx, userId, from);
}

/** Removes the user's tag from every video and the tag itself; false when there is no such tag. */
export async function deleteTag(tx: Tx, userId: string, id: string): Promise<boolean> {
  const carriers = await videosWithTag(tx, userId, id);
  const removed = await tx
    .delete(tags)
    .where(and(eq(tags.userId, userId), eq(tags.id, id)))
    .returning({ id: tags.id });
  await writeTagNames(tx, userId, carriers);
  return removed.length > 0;
}
