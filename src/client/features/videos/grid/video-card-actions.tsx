import type { ReactNode } from 'react';
import { Copy, Eye, EyeOff, ExternalLink, Pencil, Play, Trash2 } from 'lucide-react';
import { isHttpUrl } from '@shared/urls';
import { cn } from '@client/lib/utils';

// Over the image: a small frosted button. On a touch screen, a plain icon button in the text.
const actionClass =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-md bg-background/90 text-foreground shadow-sm backdrop-blur hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none touch:bg-transparent touch:text-muted-foreground touch:shadow-none touch:backdrop-blur-none active:bg-accent [&_svg]:size-4';

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
 * The card's four actions (SPEC §2), and the watched mark's toggle (issue 18), over the image's corner on hover and whenever focus is
 * inside the card. A touch screen cannot hover, so there they always show, in a row at the foot
 * of the card under its text (issue 17): never over the image, and each one tap away. Only
 * http(s) URLs get the open link.
 */
export function VideoCardActions({
  url,
  watched,
  onPlay,
  onToggleWatched,
  onCopy,
  onEdit,
  onDelete,
}: {
  url: string;
  watched: boolean;
  /** Absent when the in-app player cannot play the link. */
  onPlay?: () => void;
  onToggleWatched(): void;
  onCopy(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 touch:static touch:-mt-2 touch:flex-wrap touch:justify-end touch:px-1.5 touch:pb-1.5 touch:opacity-100">
      {onPlay && (
        <ActionButton label="Play" onClick={onPlay}>
          <Play aria-hidden="true" />
        </ActionButton>
      )}
      {isHttpUrl(url) && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Open in new tab"
          title="Open in new tab"
          className={actionClass}
        >
          <ExternalLink aria-hidden="true" />
        </a>
      )}
      <ActionButton
        label={watched ? 'Mark as unwatched' : 'Mark as watched'}
        onClick={onToggleWatched}
      >
        {watched ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </ActionButton>
      <ActionButton label="Copy URL" onClick={onCopy}>
        <Copy aria-hidden="true" />
      </ActionButton>
      <ActionButton label="Edit" onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </ActionButton>
      <ActionButton label="Delete" onClick={onDelete} className="hover:text-destructive">
        <Trash2 aria-hidden="true" />
      </ActionButton>
    </div>
  );
}
