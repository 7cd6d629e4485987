import { timeAgo } from './relative-time';

/** "Checked 5 minutes ago", or "Not checked yet". */
export const lastCheckedText = (lastCheckedAt: string | null, now: number): string =>
  lastCheckedAt === null ? 'Not checked yet' : `Checked ${timeAgo(lastCheckedAt, now)}`;

/** "Last new video 2 days ago", or "No new videos yet". */
export const lastNewText = (lastNewAt: string | null, now: number): string =>
  lastNewAt === null ? 'No new videos yet' : `Last new video ${timeAgo(lastNewAt, now)}`;
