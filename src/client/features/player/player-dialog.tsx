import { useRef } from 'react';
import type { Video } from '@shared/contracts/library';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { QueuePlayer } from './queue/queue-player';

/**
 * What to play (docs/product/watching.md): the videos in order (one, or a view's "Play all"),
 * which of them first, and from which moment when one was asked for (a note's time). `id` tells
 * one request from the next.
 */
export interface PlayRequest {
  id: number;
  queue: string[];
  index: number;
  start?: number;
}

/**
 * Plays saved videos in the app (docs/product/watching.md#player), in the configured site's player.
 * The panel takes the focus as it opens; Escape or Close ends it; `returnFocus` then puts the focus
 * back on the card of the video last shown. On a phone it fills the screen.
 */
export function PlayerDialog({
  request,
  videos,
  onWatched,
  onClose,
  returnFocus,
}: {
  request: PlayRequest | null;
  /** The library as it is now: a mark may change, a video go, while the player is open. */
  videos: readonly Video[];
  onWatched(video: Video): void;
  onClose(): void;
  returnFocus(event: Event, videoId: string | undefined): void;
}) {
  // Kept past the closing (the request is null by then) so the card gets the focus back.
  const lastId = useRef<string | undefined>(undefined);

  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="wide"
        className="max-sm:h-dvh max-sm:max-h-none max-sm:max-w-none max-sm:content-start max-sm:rounded-none max-sm:border-0"
        onOpenAutoFocus={(event) => {
          // Radix would focus the first tabbable element that is not a link: the player's
          // frame, whose page then takes every key, Escape included. The panel itself takes
          // the focus instead, so Escape closes and Tab reaches the link, the player, Close.
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => returnFocus(event, lastId.current)}
        onEscapeKeyDown={(event) => {
          // An editor in the player (the note at a moment) takes its own Escape.
          if (event.target instanceof Element && event.target.closest('[data-keeps-escape]')) {
            event.preventDefault();
          }
        }}
      >
        {request && (
          <QueuePlayer
            key={request.id}
            request={request}
            videos={videos}
            onShown={(id) => (lastId.current = id)}
            onWatched={onWatched}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
