import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { canonicalYouTubeUrl, youtubeThumbnailUrl } from '@shared/youtube';
import { unseenSince } from '@server/core';

/*
 * The library as the JSON text of its contract, built by the database: collections in their
 * order, videos collection by collection (the order of listCollections and
 * libraryOrderedVideos), each object with the keys of toCollection / toVideo, then the tags in
 * tag order (tagOrder). Each video's tag names are its row's copy of them (videos.tag_names):
 * nothing is joined or aggregated per video (docs/decisions/0054). Handing over JSON text
 * instead of a row per video spares the server parsing, mapping and serialising every row, which
 * cost more than the query itself at 1,000 videos (see docs/BENCHMARKS.md);
 * library-json.api.test.ts holds it to the row-by-row answer. With it comes the transaction's
 * snapshot, the answer's version (issue 20). A large library is read in pages
 * (library-pages.ts), each page's JSON written by the database too.
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
         v.unavailable, v.tag_names as tags, v.note) video`;

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

async function jsonWithSnapshot(tx: Tx, json: SQL): Promise<{ json: string; snapshot: string }> {
  const [row] = await executeRows<{ json: string; snapshot: string }>(
    tx,
    // What this answer saw is its version (library-version.ts).
    sql`select (${json})::text as json, pg_current_snapshot()::text as snapshot`,
  );
  if (!row) throw new Error('the library query returned no row');
  return row;
}

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
}

/**
 * The collections, the tags and the version, with every video too when the user has at most
 * `inlineUpTo` (null: whatever the count), in one statement. Counting stops past the bound: one
 * index range of at most that many entries.
 */
export async function libraryHead(
  tx: Tx,
  userId: string,
  inlineUpTo: number | null,
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
               pg_current_snapshot()::text as snapshot`,
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

/** Stands for a YouTube id in the canonical forms below; no id contains braces. */
const ID_SLOT = '{id}';
/** `template` (a canonical form built by @shared/youtube) with the row's YouTube id in it. */
const withYouTubeId = (template: string) => sql`replace(${template}, ${ID_SLOT}, o.youtube_id)`;

/** One column of the compact videos: `value` of each video (alias o), in library order. */
const column = (value: SQL) => sql`coalesce(json_agg(${value} order by o.n), '[]')`;
/** The library-order indexes of the videos `where` holds for (a sparse column). */
const indexesWhere = (where: SQL) =>
  sql`coalesce(json_agg(o.n order by o.n) filter (where ${where}), '[]')`;
const epochMs = (time: SQL) => sql`floor(extract(epoch from ${time}) * 1000)::bigint`;

/**
 * The library in the compact form (the CompactLibrary contract, decision 0062), built like
 * libraryHead: one statement, one JSON text. `ordered` numbers the videos in library order
 * (the order of videosJson); `strings` is every channel and tag name once, byte order; a
 * YouTube url or thumbnail equal to the canonical one its id gives is sent as null.
 */
export const compactLibraryJson = (tx: Tx, userId: string) =>
  jsonWithSnapshot(
    tx,
    sql`(with
      cats as (
        select id, position, (row_number() over (order by position, id) - 1)::int as i
        from categories where user_id = ${userId}),
      ordered as (
        select v.id, v.title, v.description, v.thumbnail_url, v.channel_name, v.duration, v.url,
               v.youtube_id, v.position, v.created_at, v.watched_at, v.unavailable, v.tag_names,
               v.note, c.i as ci,
               (row_number() over (order by c.position, v.position) - 1)::int as n
        from videos v join cats c on c.id = v.category_id
        where v.user_id = ${userId}),
      strings as (
        select s, (row_number() over (order by s collate "C") - 1)::int as si
        from (select channel_name from ordered where channel_name is not null
              union select unnest(tag_names) from ordered) names(s)),
      -- Not named video_tags: tagsJson reads that table.
      tag_indexes as (
        select o.n, json_agg(st.si order by t.ord) as tags
        from ordered o
        cross join lateral unnest(o.tag_names) with ordinality t(name, ord)
        join strings st on st.s = t.name
        group by o.n),
      runs as (
        select ci, count(*)::int as videos, min(n) as first
        from ordered group by ci)
      select json_build_object(
        'categories', ${collectionsJson(userId)},
        'tags', ${tagsJson(userId)},
        'strings', (select coalesce(json_agg(s order by si), '[]') from strings),
        'videos', (
          select json_build_object(
            'collectionRuns', (select coalesce(json_agg(json_build_array(ci, videos) order by first), '[]') from runs),
            'id', ${column(sql`o.id`)},
            'title', ${column(sql`o.title`)},
            'description', ${column(sql`o.description`)},
            'thumbnailUrl', ${column(
              sql`case when o.youtube_id <> ''
                         and o.thumbnail_url = ${withYouTubeId(youtubeThumbnailUrl(ID_SLOT))}
                       then null else o.thumbnail_url end`,
            )},
            'noThumbnail', ${indexesWhere(sql`o.thumbnail_url is null`)},
            'channel', ${column(sql`ch.si`)},
            'duration', ${column(sql`o.duration`)},
            'url', ${column(
              sql`case when o.youtube_id <> ''
                         and o.url = ${withYouTubeId(canonicalYouTubeUrl(ID_SLOT))}
                       then null else o.url end`,
            )},
            'youtubeId', ${column(sql`o.youtube_id`)},
            'position', ${column(sql`o.position`)},
            'createdAt', ${column(epochMs(sql`o.created_at`))},
            'watchedAt', ${column(epochMs(sql`o.watched_at`))},
            'unavailable', ${indexesWhere(sql`o.unavailable`)},
            'tags', ${column(sql`coalesce(ti.tags, '[]')`)},
            'note', ${column(sql`o.note`)})
          from ordered o
          left join strings ch on ch.s = o.channel_name
          left join tag_indexes ti on ti.n = o.n)))`,
  );

/**
 * What changed since a read at `snapshot` (the LibraryChanges contract) and the new version:
 * every collection and tag (a few hundred rows at most, and their order depends on others'),
 * the videos written since, and the ids of records deleted since that are not back (an undone
 * delete brings a video back under its id). The client takes those ids out of its videos; the
 * deleted collections and tags it learns from their lists, which are whole.
 */
export const libraryChangesJson = (tx: Tx, userId: string, snapshot: string) =>
  jsonWithSnapshot(
    tx,
    sql`json_build_object(
          'categories', ${collectionsJson(userId)},
          'videos', ${videosJson(userId, unseenSince('v', snapshot))},
          'tags', ${tagsJson(userId)},
          'deletedIds', coalesce(
            (select json_agg(g.record_id order by g.record_id)
             from library_tombstones g
             where g.user_id = ${userId} and ${unseenSince('g', snapshot)}
               and not exists (select 1 from videos gv where gv.id = g.record_id)),
            '[]'))`,
  );
