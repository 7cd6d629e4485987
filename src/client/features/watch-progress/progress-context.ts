import { createContext } from 'react';
import type { PlaybackPosition } from '@shared/contracts/playback';
import { NO_PROGRESS } from './watch-progress';

/**
 * What the cards of a grid show of the user's progress, provided once by the library screen: a
 * card looks its video up in `byVideo` (one Map lookup a render), never subscribes to a query of
 * its own (docs/product/large-libraries.md: a grid of thousands).
 */
export interface ProgressOnCards {
  /** The started, unwatched videos' positions (watchProgressOf). */
  readonly byVideo: ReadonlyMap<string, PlaybackPosition>;
  /** Say how much is left on each card: in the Continue watching view. */
  readonly showLeft: boolean;
}

/** Outside a provider (the drag preview), no card shows any progress. */
export const WatchProgressContext = createContext<ProgressOnCards>({
  byVideo: NO_PROGRESS.byVideo,
  showLeft: false,
});
