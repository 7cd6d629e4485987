import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';

/**
 * The whole library as the JSON text of the Library contract, built by the database in one
 * statement: collections in their order, videos collection by collection (the order of
 * listCollections and libraryOrderedVideos), each object with the keys of toCollection / toVideo,
 * then the tags in tag order (tagOrder). Each video's tag names are its row's copy of them
 * (videos.tag_names): nothing is joined or aggregated per video (docs/decisions/0054).
 * Handing over one text instead of a row per video spares the server parsing, mapping and
 * serialising every row, which cost more than the query itself at 1,000 videos (see
 * docs/BENCHMARKS.md); library-json.api.test.ts holds it to the row-by-row answer. With it
 * comes the transaction's snapshot, the answer's version (issue 20).
 */
export async function libraryJson(
  tx: Tx,
  userId: string,
): Promise<{ library: string; snapshot: string }> {
  const [row] = await executeRows<{ library: string; snapshot: string }>(
    tx,
    sql`
      select json_build_object(
        'categories', coalesce(
          (select json_agg(c order by c.position, c.id) from (
             select id, name, color, position, is_default as "isDefault"
             from categories where user_id = ${userId}) c),
          '[]'),
        'videos', coalesce(
          (select json_agg(video order by c.position, v.position)
           from videos v
           join categories c on c.id = v.category_id
           cross join lateral (
             select v.id, v.title, v.description, v.thumbnail_url as "thumbnailUrl",
                    v.channel_name as "channelName", v.duration, v.url, v.youtube_id as "youtubeId",
                    v.category_id as "categoryId", v.position,
                    to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                      as "createdAt",
                    to_char(v.watched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                      as "watchedAt",
                    v.unavailable, v.tag_names as tags, v.note) video
           where v.user_id = ${userId}),
          '[]'),
        -- Only tags a video carries (an unused one is dropped by the write that left it so).
        'tags', coalesce(
          (select json_agg(json_build_object('id', t.id, 'name', t.name)
                           order by lower(t.name), t.name)
           from tags t
           where t.user_id = ${userId}
             and exists (select 1 from video_tags vt where vt.tag_id = t.id)),
          '[]')
      )::text as library,
      -- What this answer saw: its version (library-version.ts).
      pg_current_snapshot()::text as snapshot`,
  );
  if (!row) throw new Error('the library query returned no row');
  return row;
}
