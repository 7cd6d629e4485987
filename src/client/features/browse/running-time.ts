import type { Video } from '@shared/contracts/library';
import { durationSeconds } from '@shared/duration';

/** "45 min", "1 h 05 min": whole minutes, rounded up (10 seconds left is "1 min left"). */
function hoursAndMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * How long `videos` last and how much of it is unwatched (docs/product/all-videos-and-sorting.md
 * #running-time), "3 h 12 min · 1 h 05 min left", counting the videos whose length is known; with,
 * when some are not, what it counts: "Counts the 4 of 5 videos whose length is known". Null when no
 * length is known.
 */
export function runningTime(videos: readonly Video[]): [text: string, note: string | null] | null {
  let total = 0;
  let left = 0;
  let known = 0;
  for (const video of videos) {
    // Known when its card's badge shows it: a stored length is whole seconds.
    const seconds = durationSeconds(video.duration);
    if (seconds === null) continue;
    known++;
    total += seconds;
    if (video.watchedAt === null) left += seconds;
  }
  if (known === 0) return null;
  const count = videos.length;
  return [
    `${hoursAndMinutes(total)} · ${hoursAndMinutes(left)} left`,
    known < count ? `Counts the ${known} of ${count} videos whose length is known` : null,
  ];
}
