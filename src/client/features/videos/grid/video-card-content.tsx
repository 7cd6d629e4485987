import { memo } from 'react';
import type { Video } from '@shared/contracts/library';
import { isWatched } from '@client/features/watch-filter';
import { cn } from '@client/lib/utils';
import { formatDate, useSettings } from '@client/features/settings';
import { MaskIcon } from '@client/components/mask-icon/mask-icon';
import { VideoThumbnail } from './video-thumbnail';
import { NoteMark } from './note-mark';

/**
 * What a card shows of a video: image, title, channel, date added. The drag preview shows it too.
 * With `href` (docs/product/keyboard-shortcuts.md#title-links) the title is a real link to the
 * video, opened in a new tab like the "open in new tab" action, so middle-click and Ctrl/Cmd-click
 * behave as on any link; the thumbnail stays free for an in-app player. A watched video
 * (docs/product/watch-later-and-player.md) says so beside its date, its image a little faded, as a
 * watched list does; so is one its site reports removed or private, marked "Unavailable" over the
 * image with the day it was noticed (it stays in the library). The date's tooltip adds when the site
 * published it, where a followed feed told it. Memoized: dnd-kit's context renders every rendered card again
 * when the rendered set changes (docs/product/large-libraries.md), and this part, with its image
 * and icons, has not.
 */
export const VideoCardContent = memo(function VideoCardContent({
  video,
  titleId,
  href,
  onPlay,
  onPlayAt,
}: {
  video: Video;
  titleId?: string;
  href?: string;
  /**
   * A click on the image plays the video (docs/product/watch-later-and-player.md#player); the
   * card's Play action is the same.
   */
  onPlay?: () => void;
  /** Plays the video from a time its note names; absent, the note's times are plain text. */
  onPlayAt?: (seconds: number) => void;
}) {
  const [{ dateFormat }] = useSettings();
  const watched = isWatched(video);
  return (
    <>
      <div
        data-slot="card-image"
        className={cn(
          'relative aspect-video overflow-hidden bg-muted',
          (watched || video.unavailable) && 'opacity-70',
        )}
      >
        <VideoThumbnail
          videoId={video.id}
          thumbnailUrl={video.thumbnailUrl}
          youtubeId={video.youtubeId}
          duration={video.duration}
        />
        {video.unavailable && (
          <span
            data-slot="unavailable-mark"
            title="The site says this video was removed or made private."
            className="pointer-events-none absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded bg-black/80 px-1.5 py-0.5 text-xs leading-none font-medium text-white"
          >
            <MaskIcon name="ban" className="size-3" />
            <span>Unavailable</span>
            {video.unavailableSince && (
              <span className="font-normal">
                {/* Read apart from "Unavailable"; the flex gap spaces them on screen. */} since{' '}
                <time dateTime={video.unavailableSince}>
                  {formatDate(video.unavailableSince, dateFormat)}
                </time>
              </span>
            )}
          </span>
        )}
        {onPlay && (
          // For the pointer only: keyboards and screen readers have the Play action, one stop.
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            onClick={onPlay}
            className="absolute inset-0 grid cursor-pointer place-items-center opacity-0 transition-opacity hover:opacity-100"
          >
            <span className="grid size-12 place-items-center rounded-full bg-black/60 text-white">
              <MaskIcon name="play-filled" className="ml-0.5 size-6" />
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2
          id={titleId}
          className="line-clamp-2 text-sm leading-snug font-semibold break-words"
          title={video.title}
        >
          {href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              // The card is dragged by pointer, not by the browser's own link dragging.
              draggable={false}
              className="outline-none hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {video.title}
            </a>
          ) : (
            video.title
          )}
        </h2>
        {video.channelName && (
          <p className="truncate text-xs text-muted-foreground" title={video.channelName}>
            {video.channelName}
          </p>
        )}
        <VideoTagsAndNote video={video} onPlayAt={onPlayAt} />
        <p className="mt-auto pt-1 text-xs text-muted-foreground">
          <time
            dateTime={video.createdAt}
            title={
              video.publishedAt
                ? `Added ${formatDate(video.createdAt, dateFormat)}, published ${formatDate(video.publishedAt, dateFormat)}`
                : undefined
            }
          >
            {formatDate(video.createdAt, dateFormat)}
          </time>
          {watched && (
            <span className="ml-2 inline-flex items-center gap-0.5 font-medium text-foreground">
              <MaskIcon name="check" className="size-3" />
              Watched
            </span>
          )}
        </p>
      </div>
    </>
  );
});

/** How many tag chips a card shows before "+N" stands for the rest. */
const CARD_TAGS_SHOWN = 3;

/**
 * docs/product/tags-and-notes.md on the card: its tags as chips (the first few, then "+N" naming
 * the rest in its tooltip) and a mark when it has a note, whose text is the mark's tooltip and
 * accessible name: a button that opens the note.
 */
function VideoTagsAndNote({
  video: { id, tags, note },
  onPlayAt,
}: {
  video: Video;
  onPlayAt?: (seconds: number) => void;
}) {
  if (tags.length === 0 && note === '') return null;
  const rest = tags.slice(CARD_TAGS_SHOWN);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1 pt-0.5">
      {note !== '' && (
        // A cell reused for another video (decision 0073) never keeps this one's note open.
        <NoteMark key={id} note={note} onPlayAt={onPlayAt} />
      )}
      {tags.length > 0 && (
        <ul aria-label="Tags" className="contents">
          {tags.slice(0, CARD_TAGS_SHOWN).map((tag) => (
            <li
              key={tag}
              className="max-w-[10rem] truncate rounded-full bg-secondary px-2 py-0.5 text-[11px] leading-tight text-secondary-foreground"
              title={tag}
            >
              {tag}
            </li>
          ))}
          {rest.length > 0 && (
            <li
              className="text-[11px] text-muted-foreground"
              title={rest.join(', ')}
              aria-label={`and ${rest.join(', ')}`}
            >
              +{rest.length}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
