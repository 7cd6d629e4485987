// Generated from src/shared/contracts/playback.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  PlaybackPositionSchema,
  PlaybackPreferencesSchema,
  PlaybackSchema,
  PlayerSitesSchema,
  VideoPositionSchema,
} from '@shared/contracts/playback';

export const PlaybackPreferencesCheck: v.GenericSchema<z.output<typeof PlaybackPreferencesSchema>> =
  v.object({
    autoMarkWatched: v.boolean(),
    autoplayNext: v.boolean(),
    speed: v.pipe(v.number(), v.minValue(0.25), v.maxValue(2)),
  });
export const PlaybackPositionCheck: v.GenericSchema<z.output<typeof PlaybackPositionSchema>> =
  v.object({
    videoId: v.string(),
    seconds: v.number(),
    duration: v.nullable(v.number()),
    updatedAt: v.string(),
  });
const PlayerSitesCheck: v.GenericSchema<z.output<typeof PlayerSitesSchema>> = v.object({
  youtubeEmbedUrl: v.string(),
  vimeoPlayerUrl: v.string(),
});
export const PlaybackCheck: v.GenericSchema<z.output<typeof PlaybackSchema>> = v.object({
  preferences: PlaybackPreferencesCheck,
  positions: v.array(PlaybackPositionCheck),
  players: PlayerSitesCheck,
});
export const VideoPositionCheck: v.GenericSchema<z.output<typeof VideoPositionSchema>> = v.object({
  position: v.nullable(PlaybackPositionCheck),
});
