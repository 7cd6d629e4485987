import type { Video } from '@shared/contracts/library';
import { formatDate, useSettings } from '@client/features/settings';
import { VideoThumbnail } from './video-thumbnail';

/** What a card shows of a video: image, title, channel, date added. The drag preview shows it too. */
export function VideoCardContent({ video, titleId }: { video: Video; titleId?: string }) {
  const [{ dateFormat }] = useSettings();
  return (
    <>
      <div className="relative aspect-video overflow-hidden bg-muted">
        <VideoThumbnail thumbnailUrl={video.thumbnailUrl} youtubeId={video.youtubeId} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2
          id={titleId}
          className="line-clamp-2 text-sm leading-snug font-semibold break-words"
          title={video.title}
        >
          {video.title}
        </h2>
        {video.channelName && (
          <p className="truncate text-xs text-muted-foreground" title={video.channelName}>
            {video.channelName}
          </p>
        )}
        <p className="mt-auto pt-1 text-xs text-muted-foreground">
          <time dateTime={video.createdAt}>{formatDate(video.createdAt, dateFormat)}</time>
        </p>
      </div>
    </>
  );
}
