import { useEffect, useMemo, useRef, useState } from 'react';
import type { Video } from '@shared/contracts/library';
import { PLAYBACK_SPEEDS } from '@shared/constants';
import type { PlaybackPreferences, PlayerSites } from '@shared/contracts/playback';
import { embedSrc, type Embed } from '@shared/embed';
import { showErrorToast } from '@client/lib/toast';
import { useChangePreferences, usePlaybackApi } from './api/use-playback-api';
import { Button } from '@client/components/ui/button';
import { useSaveNote } from './api/use-save-note';
import { NoteAtMoment } from './note-at-moment';
import { SpeedSelect } from './speed-select';
import { clockTime } from '@shared/duration';
import { usePositionSaving } from './watch/use-position-saving';
import { useSitePlayer } from './watch/use-site-player';

/**
 * Open this long without a player that tells the time, an unwatched video counts as watched
 * (docs/product/watching.md#player: the rule for players that cannot report).
 */
export const WATCHED_AFTER_MS = 30_000;

export const PLAYER_MESSAGES = {
  noResume: 'Resume is not available for this video: its player does not tell where it is.',
  speedNotSaved: 'Failed to save the playback speed. Please try again.',
} as const;

/**
 * The site's player in its frame (docs/product/watching.md#player), from `start` seconds, at the
 * person's speed; where it is goes to the server as it plays, and finishing marks it watched
 * (`onFinished`, when the person's setting says so).
 */
export function PlayingFrame({
  video,
  embed,
  players,
  preferences,
  start,
  onFinished,
  onEnded,
}: {
  video: Video;
  embed: Embed;
  players: PlayerSites;
  preferences: PlaybackPreferences;
  start: number;
  onFinished(video: Video): void;
  /** The video played to its end (the queue may move on). */
  onEnded(): void;
}) {
  const api = usePlaybackApi();
  const src = useMemo(
    () => embedSrc(embed, players, { origin: window.location.origin, start }),
    // The start is the one the frame was opened with; later moves are the player's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [embed, players],
  );
  // Read when the video finishes: the newest record, as a mark may have changed meanwhile.
  const latest = useRef(video);
  useEffect(() => {
    latest.current = video;
  });
  const tracker = usePositionSaving(video, preferences.autoMarkWatched, () => {
    const shown = latest.current;
    if (shown.watchedAt === null) onFinished(shown);
    else void api.clear(shown.id).catch(() => undefined);
  });
  const saveNote = useSaveNote();
  const [speed, setSpeed] = useState<number>(preferences.speed);
  // The whole second shown on "Add note at", and the moment a note is being written at.
  const [second, setSecond] = useState(Math.floor(start));
  const [noteAt, setNoteAt] = useState<number | null>(null);
  const changePreferences = useChangePreferences(() =>
    showErrorToast(PLAYER_MESSAGES.speedNotSaved),
  );
  const remember = (picked: number) => {
    if (picked !== preferences.speed && PLAYBACK_SPEEDS.some((step) => step === picked)) {
      void changePreferences({ speed: picked });
    }
  };

  const { frameRef, control, reporting } = useSitePlayer(embed.provider, src, (event, player) => {
    switch (event.type) {
      case 'ready':
        if (preferences.speed !== 1) player.setSpeed(preferences.speed);
        break;
      case 'time':
        tracker.time(event.seconds, event.duration);
        setSecond(Math.floor(event.seconds));
        break;
      case 'state':
        if (event.state === 'paused') tracker.paused();
        else if (event.state === 'ended') {
          tracker.end();
          onEnded();
        }
        break;
      case 'speed':
        setSpeed(event.speed);
        remember(event.speed);
        break;
      case 'error':
        break;
    }
  });

  // A player that cannot tell the time: open WATCHED_AFTER_MS, the video counts as watched.
  const unwatchedId = video.watchedAt === null ? video.id : null;
  useEffect(() => {
    if (reporting !== false || unwatchedId === null || !preferences.autoMarkWatched) return;
    const timer = setTimeout(() => {
      if (latest.current.watchedAt === null) onFinished(latest.current);
    }, WATCHED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reporting, unwatchedId, preferences.autoMarkWatched, onFinished]);

  return (
    <>
      <iframe
        ref={frameRef}
        src={src}
        title={`${embed.provider} player: ${video.title}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        // YouTube's player refuses to play without knowing the embedding site.
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-md border-0 bg-black"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" role="status">
          {reporting === false ? PLAYER_MESSAGES.noResume : ''}
        </p>
        {reporting === true && noteAt === null && (
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={() => {
              control.current?.pause();
              setNoteAt(tracker.seconds);
            }}
          >
            Add note at {clockTime(second)}
          </Button>
        )}
        {reporting === true && (
          <SpeedSelect
            speed={speed}
            onChange={(picked) => {
              setSpeed(picked);
              control.current?.setSpeed(picked);
              remember(picked);
            }}
          />
        )}
      </div>
      {noteAt !== null && (
        <NoteAtMoment
          video={video}
          seconds={noteAt}
          onSave={saveNote}
          onDone={() => setNoteAt(null)}
        />
      )}
    </>
  );
}
