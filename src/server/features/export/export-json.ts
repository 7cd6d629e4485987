import type { ExportFile, ExportVideo } from '@shared/contracts/export';

/*
 * The export file written piece by piece, byte for byte what JSON.stringify(file, null, 2) would
 * give for the whole (docs/product/limits.md: 2-space indentation), without holding every video at
 * once.
 */

const INDENT = '  ';

/** Everything before the first video: `{ exportedAt, user, categories, "videos": [`. */
export function exportHead(head: Omit<ExportFile, 'videos'>): string {
  const whole = JSON.stringify({ ...head, videos: [] }, null, 2);
  // Ends with `"videos": []\n}`: keep the opening bracket only.
  return whole.slice(0, -']\n}'.length);
}

/** One video as an element of the videos array (a comma before all but the first). */
export const exportVideo = (video: ExportVideo, first: boolean): string =>
  `${first ? '' : ','}\n${INDENT.repeat(2)}${JSON.stringify(video, null, 2).replaceAll(
    '\n',
    `\n${INDENT.repeat(2)}`,
  )}`;

/** Closes the videos array and the file. */
export const exportTail = (videoCount: number): string =>
  `${videoCount === 0 ? '' : `\n${INDENT}`}]\n}`;
