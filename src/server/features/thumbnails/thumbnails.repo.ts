import { and, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { videos } from '@server/db/schema';

/** The user's video's stored thumbnail URL; undefined when the user has no such video. */
export async function findThumbnailUrl(
  tx: Tx,
  userId: string,
  id: string,
): Promise<{ thumbnailUrl: string | null } | undefined> {
  const [row] = await tx
    .select({ thumbnailUrl: videos.thumbnailUrl })
    .from(videos)
    .where(and(eq(videos.userId, userId), eq(videos.id, id)));
  return row;
}
