import { FOLLOW_ADD_NEWEST_MAX } from '@shared/constants';

/** The most a feed listing `itemCount` items can add now. */
export const addNewestMax = (itemCount: number): number =>
  Math.max(0, Math.min(FOLLOW_ADD_NEWEST_MAX, itemCount));

/**
 * The field's text as the count sent: empty is 0. Anything else is sent as it reads, so a count
 * out of range reaches the server, whose message says what to write.
 */
export const addNewestOf = (text: string): number => (text.trim() === '' ? 0 : Number(text));
