import { useCallback, useEffect, useMemo, useState } from 'react';
import { ListVideo, SkipBack, SkipForward } from 'lucide-react';
import type { Video } from '@shared/contracts/library';
import { isHttpUrl } from '@shared/urls';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Sheet, SheetContent } from '@client/components/ui/sheet';
import { useIsMobile } from '@client/lib/use-is-mobile';
import { usePlayback } from '../api/use-playback';
import type { PlayRequest } from '../player-dialog';
import { PlayerStage } from '../player-stage';
import { AutoplayCountdown } from './autoplay-countdown';
import { moveInQueue, removeFromQueue, type QueueState } from './play-queue';
import { UpNextList } from './up-next-list';

/**
 * The player's queue (docs/product/watching.md#queue): the video playing, Previous and Next, Up
 * next (on a phone in a sheet), and when a video ends, the next after a countdown if the person's
 * setting says so. Shift+N and Shift+P go to the next and previous video, as on YouTube.
 */
export function QueuePlayer({
  request,
  videos,
  onShown,
  onWatched,
}: {
  request: PlayRequest;
  videos: readonly Video[];
  onShown(videoId: string): void;
  onWatched(video: Video): void;
}) {
  const byId = useMemo(() => new Map(videos.map((video) => [video.id, video])), [videos]);
  // Videos deleted meanwhile leave the queue.
  const [queue, setQueue] = useState<QueueState>({ ids: request.queue, index: request.index });
  const ids = queue.ids.filter((id) => byId.has(id));
  const current = byId.get(queue.ids[queue.index] ?? '') ?? null;
  const index = current ? ids.indexOf(current.id) : -1;
  const upcoming = ids.slice(index + 1).flatMap((id) => byId.get(id) ?? []);
  const [moved, setMoved] = useState(false);
  const [ended, setEnded] = useState(false);
  const autoplay = usePlayback().data?.preferences.autoplayNext ?? true;
  const phone = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);

  useEffect(() => {
    if (current) onShown(current.id);
  }, [current, onShown]);

  // Past the first video, a saved position is taken at once: the person is going through a queue.
  const goTo = useCallback((id: string | undefined) => {
    if (id === undefined) return;
    setQueue((now) => ({ ...now, index: now.ids.indexOf(id) }));
    setMoved(true);
    setEnded(false);
  }, []);
  const next = ids[index + 1];
  const previous = index > 0 ? ids[index - 1] : undefined;
  const playNext = useCallback(() => goTo(next), [goTo, next]);
  // On the page, not the panel: the panel has the focus, its children hear no key of it. Keys
  // pressed in the site's frame are the site's own (seek, pause).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select'))
        return;
      if (event.key === 'N') goTo(next);
      else if (event.key === 'P') goTo(previous);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [goTo, next, previous]);

  const inQueue = (at: number) => queue.ids.indexOf(upcoming[at]?.id ?? '');
  const list = (
    <UpNextList
      upcoming={upcoming}
      onPlay={(at) => {
        setSheetOpen(false);
        goTo(upcoming[at]?.id);
      }}
      onRemove={(at) => setQueue((now) => removeFromQueue(now, inQueue(at)))}
      onMove={(from, to) => setQueue((now) => moveInQueue(now, inQueue(from), inQueue(to)))}
    />
  );

  if (!current) {
    return (
      <DialogHeader>
        <DialogTitle>Nothing to play</DialogTitle>
        <DialogDescription>This video is no longer in your library.</DialogDescription>
      </DialogHeader>
    );
  }
  return (
    <div className="grid min-w-0 gap-3">
      <DialogHeader className="pr-8">
        <DialogTitle className="line-clamp-2 break-words">{current.title}</DialogTitle>
        <DialogDescription>
          {current.channelName}
          {isHttpUrl(current.url) && (
            <>
              {current.channelName && ' · '}
              <a
                href={current.url}
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
      <PlayerStage
        key={current.id}
        video={current}
        start={moved ? undefined : request.start}
        autoResume={moved}
        onWatched={onWatched}
        onEnded={() => setEnded(true)}
      />
      {ended && autoplay && next !== undefined && (
        <AutoplayCountdown
          nextTitle={byId.get(next)?.title ?? ''}
          onPlay={playNext}
          onCancel={() => setEnded(false)}
        />
      )}
      {ids.length > 1 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={previous === undefined}
            onClick={() => goTo(previous)}
          >
            <SkipBack aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={next === undefined}
            onClick={() => goTo(next)}
          >
            <SkipForward aria-hidden="true" />
            Next
          </Button>
          <span className="text-sm text-muted-foreground">
            {index + 1} of {ids.length}
          </span>
          {phone && (
            <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
              <Button
                variant="outline"
                size="sm"
                className="ml-auto"
                onClick={() => setSheetOpen(true)}
              >
                <ListVideo aria-hidden="true" />
                Up next ({upcoming.length})
              </Button>
              <SheetContent
                title="Up next"
                className="inset-x-0 top-auto bottom-0 h-[60dvh] w-full gap-2 border-t border-r-0 bg-background p-4 starting:translate-x-0 starting:translate-y-full"
              >
                <h2 className="font-medium">Up next</h2>
                <div className="overflow-y-auto">{list}</div>
              </SheetContent>
            </Sheet>
          )}
        </div>
      )}
      {ids.length > 1 && !phone && (
        <section aria-label="Up next" className="grid gap-2">
          <h3 className="text-sm font-medium">Up next</h3>
          <div className="max-h-48 overflow-y-auto">{list}</div>
        </section>
      )}
    </div>
  );
}
