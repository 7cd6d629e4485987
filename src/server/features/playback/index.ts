export { registerPlaybackRoutes } from './playback.routes';
export { createPlaybackService } from './playback.service';
export { positionForgotten } from './playback.repo';
