/** The screen's fixed sentences (docs/product/subscriptions.md). */
export const SUBSCRIPTION_MESSAGES = {
  lookupsOff: 'Following channels and feeds is turned off on this server.',
  empty: "You don't follow anything yet.",
  emptyHint:
    'Follow a YouTube channel or playlist, a Vimeo or PeerTube channel, or any RSS or Atom feed: Vidshelf checks it for you, and its new videos arrive in a collection of your choice.',
  newestOnly: "This playlist's feed lists only its newest videos: new videos from now on.",
  alreadyFollowing: 'You already follow this.',
  newInbox: 'Inbox (new collection)',
  upgrade: 'Upgrade',
} as const;

const videos = (count: number) => `${count} video${count === 1 ? '' : 's'}`;

/** The toast after following: "Following Knife skills. Added 3 videos." */
export const followedText = (title: string, added: number): string =>
  added > 0 ? `Following ${title}. Added ${videos(added)}.` : `Following ${title}.`;

/** New items the last check left out for the plan's video limit. */
export const skippedText = (count: number): string =>
  count === 1
    ? "1 new video was skipped: your plan's video limit is reached."
    : `${count} new videos were skipped: your plan's video limit is reached.`;
