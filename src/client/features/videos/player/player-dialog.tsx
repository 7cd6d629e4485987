import { useEffect, useRef } from 'react';
import type { Video } from '@shared/contracts/library';
import { embedOf } from '@shared/embed';
import { isHttpUrl } from '@shared/urls';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { focusBackOnCard } from '../focus/focus-card';

/**
 * How long the player stays open before the video counts as watched
 * (docs/product/watch-later-and-player.md#player).
 */
export const WATCHED_AFTER_MS = 30_000;

/**
 * Plays a saved video in the app (docs/product/watch-later-and-player.md#player), in the provider's
 * privacy-respecting player (embedOf: youtube-nocookie.com, Vimeo with dnt=1; the CSP's frame-src
 * allows those two and nothing else). The panel takes the focus as it opens; Escape or Close ends
 * it; the focus goes back to the card. Open for WATCHED_AFTER_MS, an unwatched video is marked
 * watched (`onWatched`, which offers Undo).
 */
export function PlayerDialog({
  video,
  onWatched,
  onClose,
}: {
  video: Video | null;
  onWatched(video: Video): void;
  onClose(): void;
}) {
  const embed = video && embedOf(video);
  // Kept past the closing (video is null by then) so the card gets the focus back.
  const lastId = useRef<string | undefined>(undefined);
  // Read when the time is up: the newest record and handler, the timer set once per video.
  const latest = useRef({ video, onWatched });
  useEffect(() => {
    latest.current = { video, onWatched };
  });
  const unwatchedId = video && video.watchedAt === null ? video.id : null;
  useEffect(() => {
    if (unwatchedId === null) return;
    const timer = setTimeout(() => {
      const { video: shown, onWatched: mark } = latest.current;
      if (shown?.id === unwatchedId) mark(shown);
    }, WATCHED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [unwatchedId]);

  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="wide"
        onOpenAutoFocus={(event) => {
          lastId.current = video?.id;
          // Radix would focus the first tabbable element that is not a link: the player's
          // frame, whose page then takes every key, Escape included. The panel itself takes
          // the focus instead, so Escape closes and Tab reaches the link, the player, Close.
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => focusBackOnCard(event, lastId.current)}
      >
        <DialogHeader className="pr-8">
          <DialogTitle className="line-clamp-2 break-words">{video?.title}</DialogTitle>
          <DialogDescription>
            {video?.channelName}
            {video && isHttpUrl(video.url) && (
              <>
                {video.channelName && ' · '}
                <a
                  href={video.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-2 hover:text-foreground"
                >
                  Open in new tab
                </a>
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {embed && video && (
          <iframe
            key={video.id}
            src={embed.src}
            title={`${embed.provider} player: ${video.title}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            // YouTube's player refuses to play without knowing the embedding site.
            referrerPolicy="strict-origin-when-cross-origin"
            className="aspect-video w-full rounded-md border-0 bg-black"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
