import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { unseenSince, versionStateOf, type VersionState } from '@server/core';

/*
 * The library as the JSON text of its contract, built by the database: collections in their
 * order, videos collection by collection (the order of listCollections and
 * libraryOrderedVideos), each object with the keys of toCollection / toVideo, then the tags in
 * tag order (tagOrder). Each video's tag names are its row's copy of them (videos.tag_names):
 * nothing is joined or aggregated per video (docs/decisions/0054). Handing over JSON text
 * instead of a row per video spares the server parsing, mapping and serialising every row, which
 * cost more than the query itself at 1,000 videos (see docs/BENCHMARKS.md);
 * library-json.api.test.ts holds it to the row-by-row answer. With it comes the transaction's
 * snapshot, the answer's version (docs/product/local-copy-and-sync.md). A large library is read in
 * pages (library-pages.ts), each page's JSON written by the database too.
 */

const collectionsJson = (userId: string) => sql`coalesce(
  (select json_agg(c order by c.position, c.id) from (
     select id, name, color, position, is_default as "isDefault"
     from categories where user_id = ${userId}) c),
  '[]')`;

/** A video row (alias v) as the object of the Video contract (alias video), for json_agg. */
const videoObject = sql`cross join lateral (
  select v.id, v.title, v.description, v.thumbnail_url as "thumbnailUrl",
         v.channel_name as "channelName", v.duration, v.url, v.youtube_id as "youtubeId",
         v.category_id as "categoryId", v.position,
         to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
         to_char(v.watched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "watchedAt",
         v.unavailable,
         to_char(v.unavailable_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "unavailableSince",
         to_char(v.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "publishedAt",
         v.tag_names as tags, v.note) video`;

/** The user's videos `where` picks (alias v), in library order: for a few, as in changes. */
const videosJson = (userId: string, where: SQL) => sql`coalesce(
  (select json_agg(video order by c.position, v.position)
   from videos v
   join categories c on c.id = v.category_id
   ${videoObject}
   where v.user_id = ${userId} and ${where}),
  '[]')`;

/** What json_agg writes between two elements, so that joined arrays read as one json_agg. */
const JSON_AGG_SEPARATOR = ', \n ';

/**
 * Every video of the user, in library order, as the text json_agg would write (the text of
 * videosJson): collection by collection in their order, each read along its order key's index
 * (videos_user_category_position_key, as collectionPage reads a page) and aggregated in that
 * order, then the collections' texts joined. No join and no sort of the whole library: a
 * collection's rows come in presorted on PostgreSQL 16+ when the index is read in order, else
 * each collection is sorted alone (decision 0064).
 */
const libraryVideosJson = (userId: string) => sql`(
  select '[' || coalesce(string_agg(collection.videos, ${JSON_AGG_SEPARATOR} order by c.position), '')
         || ']'
  from categories c
  cross join lateral (
    select string_agg(row_to_json(video)::text, ${JSON_AGG_SEPARATOR} order by v.position) as videos
    from (select * from videos
          where user_id = ${userId} and category_id = c.id
          order by position) v
    ${videoObject}) collection
  where c.user_id = ${userId})`;

/*
 * Only tags a video carries (an unused one is dropped by the write that left it so). `offset 0`
 * keeps the exists a probe of video_tags_tag_id_idx per tag, stopping at the first row: as a
 * semi-join the planner may hash all of video_tags, every user's, which it did for a
 * 1,000-video user among 195,000 videos (about 30 ms of a 35 ms library read; decision 0064).
 */
const tagsJson = (userId: string) => sql`coalesce(
  (select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.name)
   from tags t
   where t.user_id = ${userId}
     and exists (select 1 from video_tags vt where vt.tag_id = t.id offset 0)),
  '[]')`;

/** The start of a library read (library-pages.ts), as of one snapshot. */
export interface LibraryHead {
  /** JSON array texts of the Library contract's collections and tags. */
  categories: string;
  tags: string;
  /** The collections' ids in library order: the order pages are read in. */
  ids: string[];
  /** The JSON array text of every video, when there are at most `inlineUpTo`; else null. */
  videos: string | null;
  /** The read's version (library-version.ts). */
  snapshot: string;
  /** How the library read stands against the version `since` (null: none was given). */
  sinceState: VersionState | null;
}

/** versionStateOf `since` in the read's own statement, or null without one. */
const stateSince = (userId: string, since: string | null) =>
  since === null ? sql`null` : versionStateOf(userId, since);

/**
 * The collections, the tags and the version, with every video too when the user has at most
 * `inlineUpTo` (null: whatever the count), in one statement. Counting stops past the bound: one
 * index range of at most that many entries. With `since`, also whether anything of the user's
 * was written since that version (decision 0086).
 */
export async function libraryHead(
  tx: Tx,
  userId: string,
  inlineUpTo: number | null,
  since: string | null = null,
): Promise<LibraryHead> {
  const small =
    inlineUpTo === null
      ? sql`true`
      : sql`(select count(*) from (select 1 from videos where user_id = ${userId}
                                   limit ${inlineUpTo + 1}) bounded) <= ${inlineUpTo}`;
  const [row] = await executeRows<LibraryHead>(
    tx,
    sql`select (${collectionsJson(userId)})::text as categories, (${tagsJson(userId)})::text as tags,
               coalesce((select array_agg(id order by position, id) from categories
                         where user_id = ${userId}), '{}') as ids,
               case when ${small} then ${libraryVideosJson(userId)} end as videos,
               pg_current_snapshot()::text as snapshot,
               ${stateSince(userId, since)} as "sinceState"`,
  );
  if (!row) throw new Error('the library head query returned no row');
  return row;
}

/**
 * Up to `limit` videos of one collection after the order key `after` (null: from its first), as
 * the JSON array text of their Video objects, with how many and the last one's key. One index
 * range of the collection's order key.
 */
export async function collectionPage(
  tx: Tx,
  userId: string,
  collectionId: string,
  after: string | null,
  limit: number,
): Promise<{ json: string; count: number; last: string | null }> {
  const [row] = await executeRows<{ json: string; count: number; last: string | null }>(
    tx,
    sql`select coalesce(json_agg(video order by v.position), '[]')::text as json,
               count(*)::int as count, max(v.position) as last
        from (select * from videos
              where user_id = ${userId} and category_id = ${collectionId}
                and (${after}::text is null or position > ${after})
              order by position limit ${limit}) v
        ${videoObject}`,
  );
  if (!row) throw new Error('the collection page query returned no row');
  return row;
}

/** What libraryChangesSince answers. */
interface LibraryChanges {
  state: VersionState;
  json: string | null;
  snapshot: string;
  /** As LibraryHead's. */
  sinceState: VersionState | null;
}

/**
 * How the library stands against a read at `snapshot` (versionState) and, when it changed, what
 * changed (the LibraryChanges contract's JSON text; null otherwise), with the new version, in
 * one statement: every collection and tag (a few hundred rows at most, and their order depends
 * on others'), the videos written since, and the ids of records deleted since that are not back
 * (an undone delete brings a video back under its id). The client takes those ids out of its
 * videos; the deleted collections and tags it learns from their lists, which are whole. The
 * changes are read only when the state is `changed` (a CASE runs only the branch it takes).
 * With `since`, also how it stands against that version (LibraryHead's `sinceState`).
 */
export async function libraryChangesSince(
  tx: Tx,
  userId: string,
  snapshot: string,
  since: string | null = null,
): Promise<LibraryChanges> {
  const [row] = await executeRows<LibraryChanges>(
    tx,
    // `offset 0` keeps the state a subquery of its own, computed once.
    sql`select s.state,
               case when s.state = 'changed' then (${changesJson(userId, snapshot)})::text end as json,
               pg_current_snapshot()::text as snapshot,
               ${stateSince(userId, since)} as "sinceState"
        from (select ${versionStateOf(userId, snapshot)} as state offset 0) s`,
  );
  if (!row) throw new Error('the library changes query returned no row');
  return row;
}

const changesJson = (userId: string, snapshot: string) =>
  sql`json_build_object(
          'categories', ${collectionsJson(userId)},
          'videos', ${videosJson(userId, unseenSince('v', snapshot))},
          'tags', ${tagsJson(userId)},
          'deletedIds', coalesce(
            (select json_agg(g.record_id order by g.record_id)
             from library_tombstones g
             where g.user_id = ${userId} and ${unseenSince('g', snapshot)}
               and not exists (select 1 from videos gv where gv.id = g.record_id)),
            '[]'))`;
