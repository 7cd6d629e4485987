import { useEffect, useState } from 'react';
import { AUTOPLAY_COUNTDOWN_MS } from '@shared/constants';
import { Button } from '@client/components/ui/button';

/**
 * When a video of the queue ends, the next starts after AUTOPLAY_COUNTDOWN_MS
 * (docs/product/watching.md#queue), said second by second; Cancel stays on the ended video.
 */
export function AutoplayCountdown({
  nextTitle,
  onPlay,
  onCancel,
}: {
  nextTitle: string;
  onPlay(): void;
  onCancel(): void;
}) {
  const [left, setLeft] = useState(Math.ceil(AUTOPLAY_COUNTDOWN_MS / 1000));
  useEffect(() => {
    if (left <= 0) {
      onPlay();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onPlay]);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm">
      <p role="status" className="min-w-0 flex-1">
        Next: “{nextTitle}” in {left} s
      </p>
      <Button size="sm" onClick={onPlay}>
        Play now
      </Button>
      <Button size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
