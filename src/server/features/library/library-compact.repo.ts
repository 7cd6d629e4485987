import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { canonicalYouTubeUrl, youtubeThumbnailUrl } from '@shared/youtube';

/*
 * The compact form's chunks (the CompactLibraryChunk contract, decision 0062), each built by the
 * database as one JSON text, as collectionPage builds a page of the full form: the server only
 * joins the texts (library-compact.ts).
 */

/** Stands for a YouTube id in the canonical forms below; no id contains braces. */
const ID_SLOT = '{id}';
/** `template` (a canonical form built by @shared/youtube) with the row's YouTube id in it. */
const withYouTubeId = (template: string) => sql`replace(${template}, ${ID_SLOT}, o.youtube_id)`;

/** One column of the chunk: `value` of each video (alias o), in library order. */
const column = (value: SQL) => sql`coalesce(json_agg(${value} order by o.n), '[]')`;
/** The chunk's indexes of the videos `where` holds for (a sparse column). */
const indexesWhere = (where: SQL) =>
  sql`coalesce(json_agg(o.n order by o.n) filter (where ${where}), '[]')`;
const epochMs = (time: SQL) => sql`floor(extract(epoch from ${time}) * 1000)::bigint`;

/** What a chunk statement answers: its JSON text, how many videos, the last one's order key. */
export interface CompactChunk {
  json: string;
  count: number;
  last: string | null;
}

/** The columns of a video row (alias v) a chunk is built from. */
const videoColumns = sql`v.id, v.title, v.description, v.thumbnail_url, v.channel_name, v.duration,
  v.url, v.youtube_id, v.position, v.created_at, v.watched_at, v.unavailable, v.tag_names, v.note`;

/**
 * The chunk of the videos `ordered` selects: rows of videoColumns with `ci` (the collection's
 * index in the library's collections) and `n` (the video's index in the chunk, from 0, in
 * library order). `strings` is every channel and tag name of the chunk once, byte order; a
 * YouTube url or thumbnail equal to the canonical one its id gives is sent as null.
 */
async function chunkOf(tx: Tx, ordered: SQL): Promise<CompactChunk> {
  const [row] = await executeRows<CompactChunk>(
    tx,
    sql`with
      ordered as (${ordered}),
      strings as (
        select s, (row_number() over (order by s collate "C") - 1)::int as si
        from (select channel_name from ordered where channel_name is not null
              union select unnest(tag_names) from ordered) names(s)),
      -- Not named video_tags: that is a table.
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
        'strings', (select coalesce(json_agg(s order by si), '[]') from strings),
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
        'note', ${column(sql`o.note`)})::text as json,
        count(*)::int as count, max(o.position) as last
      from ordered o
      left join strings ch on ch.s = o.channel_name
      left join tag_indexes ti on ti.n = o.n`,
  );
  if (!row) throw new Error('the compact chunk query returned no row');
  return row;
}

/**
 * Whether the user has at most `bound` videos. Counting stops past the bound: one index range of
 * at most that many. Its own statement: as a condition of the chunk's query, PostgreSQL 15 under
 * row-level security reads and sorts every video before it (0.7 s at 50,000), where alone it is
 * a fraction of a millisecond.
 */
export async function hasVideosUpTo(tx: Tx, userId: string, bound: number): Promise<boolean> {
  const [row] = await executeRows<{ fits: boolean }>(
    tx,
    sql`select count(*) <= ${bound} as fits
        from (select 1 from videos where user_id = ${userId} limit ${bound + 1}) bounded`,
  );
  return row?.fits ?? false;
}

/** Every video of the user as one chunk. */
export function compactLibraryChunk(tx: Tx, userId: string): Promise<CompactChunk> {
  return chunkOf(
    tx,
    sql`select ${videoColumns}, c.i as ci,
               (row_number() over (order by c.position, v.position) - 1)::int as n
        from videos v
        join (select id, position, (row_number() over (order by position, id) - 1)::int as i
              from categories where user_id = ${userId}) c on c.id = v.category_id
        where v.user_id = ${userId}`,
  );
}

/**
 * Up to `limit` videos of one collection (the library's `collectionIndex`th) after the order key
 * `after` (null: from its first), as one chunk: one index range of the collection's order key,
 * like collectionPage.
 */
export function compactCollectionChunk(
  tx: Tx,
  userId: string,
  collection: { id: string; index: number },
  after: string | null,
  limit: number,
): Promise<CompactChunk> {
  return chunkOf(
    tx,
    sql`select ${videoColumns}, ${collection.index}::int as ci,
               (row_number() over (order by v.position) - 1)::int as n
        from (select * from videos
              where user_id = ${userId} and category_id = ${collection.id}
                and (${after}::text is null or position > ${after})
              order by position limit ${limit}) v`,
  );
}
