import type { Video } from '@shared/contracts/library';
import { Button } from '@client/components/ui/button';
import { MaskIcon } from '@client/components/mask-icon/mask-icon';
import { showErrorToast } from '@client/lib/toast';

export const NOTHING_TO_PLAY = 'Nothing here plays in Vidshelf: these are links to web pages.';

/**
 * "Play all" and "Shuffle" for the view shown (docs/product/watching.md#queue): its videos in the
 * order shown, or each once in a random order; watched ones only when the view shows watched
 * videos only (`watchedToo`) or nothing else is left. The queue is made on the click, not on
 * every render of a view that may hold 100,000 videos.
 */
export function PlayAllButtons({
  videos,
  watchedToo,
  onPlay,
}: {
  videos: readonly Video[];
  watchedToo: boolean;
  onPlay(queue: string[]): void;
}) {
  if (videos.length === 0) return null;
  const play = async (shuffle: boolean) => {
    // Made on the click, in the code that plays it: none of it is needed before.
    const { queueOf } = await import('./play-queue');
    const queue = queueOf(videos, { watchedToo, shuffle });
    if (queue.length === 0) showErrorToast(NOTHING_TO_PLAY);
    else onPlay(queue);
  };
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="sm" onClick={() => void play(false)}>
        <MaskIcon name="play" />
        Play all
      </Button>
      <Button variant="outline" size="sm" onClick={() => void play(true)}>
        <MaskIcon name="shuffle" />
        Shuffle
      </Button>
    </div>
  );
}
