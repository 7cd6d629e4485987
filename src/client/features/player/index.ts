// What other parts of the client may use of the player (docs/product/watching.md).
export { PlayerDialog } from './on-demand-player';
export type { PlayRequest } from './player-dialog';
export { usePlayback, usePlaybackCache } from './api/use-playback';
export { useChangePreferences } from './api/use-playback-api';
export { PlayAllButtons } from './queue/play-all-buttons';
