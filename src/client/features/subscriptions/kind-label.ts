import type { SourceKind } from '@shared/contracts/subscriptions';

const KIND_LABELS: Record<SourceKind, string> = {
  youtube_channel: 'YouTube channel',
  youtube_playlist: 'YouTube playlist',
  vimeo: 'Vimeo',
  peertube: 'PeerTube channel',
  feed: 'Feed',
};

/** What a followed source is, as the screen names it. */
export const kindLabel = (kind: SourceKind): string => KIND_LABELS[kind];
