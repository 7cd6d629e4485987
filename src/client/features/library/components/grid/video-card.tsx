import { useId } from 'react';
import type { MouseEvent } from 'react';
import type { Video } from '../../../../../shared/contracts/library';
import { isHttpUrl } from '../../../../../shared/urls';
import { Spinner } from '../../../../components/ui/spinner';
import { useSettings } from '../../../settings';
import { formatDate } from '../../model/date-format';
import { openInNewTab } from '../../model/open-url';
import { VideoCardActions } from './video-card-actions';
import { VideoThumbnail } from './video-thumbnail';

export type CardBusy = 'saving' | 'deleting' | null;

/**
 * One saved video (an article named by its title): image, title, channel, date added; hover
 * or focus shows its actions; a middle click opens it in a new tab. While saving or deleting
 * an overlay covers it and its actions are gone.
 */
export function VideoCard({
  video,
  busy,
  onCopy,
  onEdit,
  onDelete,
}: {
  video: Video;
  busy: CardBusy;
  onCopy(video: Video): void;
  onEdit(video: Video): void;
  onDelete(video: Video): void;
}) {
  const titleId = useId();
  const [{ dateFormat }] = useSettings();
  const openable = busy === null && isHttpUrl(video.url);

  function onMouseDown(event: MouseEvent) {
    // Middle button: no autoscroll cursor, the click below opens the link instead.
    if (event.button === 1 && openable) event.preventDefault();
  }
  function onAuxClick(event: MouseEvent) {
    if (event.button !== 1 || !openable) return;
    // A middle click on the open link itself is the browser's to handle.
    if (event.target instanceof Element && event.target.closest('a')) return;
    event.preventDefault();
    openInNewTab(video.url);
  }

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy !== null || undefined}
      onMouseDown={onMouseDown}
      onAuxClick={onAuxClick}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
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
      {busy === null ? (
        <VideoCardActions
          url={video.url}
          onCopy={() => onCopy(video)}
          onEdit={() => onEdit(video)}
          onDelete={() => onDelete(video)}
        />
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-background/70 backdrop-blur-[1px]">
          <Spinner
            className="text-foreground"
            label={busy === 'deleting' ? 'Deleting...' : video.description}
          />
        </div>
      )}
    </article>
  );
}
