import { memo } from 'react';
import type { ReactNode } from 'react';
import type { Video } from '@shared/contracts/library';
import { isHttpUrl } from '@shared/urls';
import { isWatched } from '@client/features/watch-filter';
import { cn } from '@client/lib/utils';
import type { VideoCardHandlers } from './video-card';
import { MaskIcon } from '@client/components/mask-icon/mask-icon';
import { VideoMenu } from './video-menu';

// Over the image: a small, nearly opaque button. Not frosted: a backdrop filter makes each
// button a layer of its own, six to a card, and sorting out those layers took a third of every
// frame of a fast scroll (decision 0069). Square, from 24 to 32 px wide: the row gives each an
// equal share of the card's width beside the checkbox, and only when 24 px each no longer fits
// does it wrap. On a touch screen, a plain 32 px icon button in the text.
const actionClass =
  'inline-flex aspect-square max-w-8 grow basis-6 cursor-pointer items-center justify-center rounded-md bg-background/90 text-foreground shadow-sm hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none touch:basis-8 touch:bg-transparent touch:text-muted-foreground touch:shadow-none active:bg-accent';

function ActionButton({
  label,
  onClick,
  children,
  className,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(actionClass, className)}
    >
      {children}
    </button>
  );
}

/**
 * The card's four actions (docs/product/screens-and-routes.md), the watched mark's toggle and the
 * player (docs/product/watch-later-and-player.md#player), and a "More actions" menu for the rarer
 * ones (Refresh details), over the image's corner on hover and whenever focus is inside the card. A
 * touch screen cannot hover, so there they always show, in a row at the foot of the card under its
 * text (docs/product/phones-and-touch.md): never over the image, and each one tap away. Only
 * http(s) URLs get the open link and a refresh. Memoized, as the card's content is: its icons are
 * most of a card's render.
 *
 * Over the image the row spans the card from beside the checkbox's corner (video-card.tsx: left-2,
 * 20 px wide) to the right edge, and never past it: on a narrow card the buttons narrow, then wrap
 * onto a second row, rather than reach under the checkbox (docs/product/bulk-actions.md), where a
 * click on Play would tick the box instead. The row lets clicks through between its buttons, to the
 * image that plays the video.
 */
export const VideoCardActions = memo(function VideoCardActions({
  video,
  playable,
  handlers,
}: {
  video: Video;
  /** Whether the in-app player can play the link. */
  playable: boolean;
  handlers: VideoCardHandlers;
}) {
  const watched = isWatched(video);
  const link = isHttpUrl(video.url);
  return (
    <div className="pointer-events-none absolute top-2 right-2 left-9 flex flex-wrap items-start justify-end gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 *:pointer-events-auto has-[[data-state=open]]:opacity-100 touch:static touch:-mt-2 touch:px-1.5 touch:pb-1.5 touch:opacity-100">
      {playable && (
        <ActionButton label="Play" onClick={() => handlers.onPlay(video)}>
          <MaskIcon name="play" />
        </ActionButton>
      )}
      {link && (
        <a
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Open in new tab"
          title="Open in new tab"
          className={actionClass}
        >
          <MaskIcon name="external-link" />
        </a>
      )}
      <ActionButton
        label={watched ? 'Mark as unwatched' : 'Mark as watched'}
        onClick={() => handlers.onToggleWatched(video)}
      >
        <MaskIcon name={watched ? 'eye-off' : 'eye'} />
      </ActionButton>
      <ActionButton label="Copy URL" onClick={() => handlers.onCopy(video)}>
        <MaskIcon name="copy" />
      </ActionButton>
      <ActionButton label="Edit" onClick={() => handlers.onEdit(video)}>
        <MaskIcon name="pencil" />
      </ActionButton>
      <ActionButton
        label="Delete"
        onClick={() => handlers.onDelete(video)}
        className="hover:text-destructive"
      >
        <MaskIcon name="trash" />
      </ActionButton>
      {link && (
        <VideoMenu
          // A cell reused for another video (decision 0073) never keeps this one's menu open.
          resetKey={video.id}
          onRefresh={() => handlers.onRefresh(video)}
          trigger={
            <button
              type="button"
              aria-label="More actions"
              title="More actions"
              className={actionClass}
            >
              <MaskIcon name="ellipsis" />
            </button>
          }
        />
      )}
    </div>
  );
});
