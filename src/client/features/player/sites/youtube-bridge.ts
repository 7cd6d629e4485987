import {
  listenToFrame,
  postTo,
  secondsOf,
  type FrameLink,
  type PlayerControl,
  type PlayerEvent,
} from './player-bridge';

/**
 * YouTube's IFrame Player API, spoken over the messages its own `iframe_api` script exchanges with
 * the embed (`enablejsapi=1`), so that no script of Google's runs in Vidshelf's page
 * (docs/decisions/0090-player-apis.md). The page says it is `listening` until the embed answers;
 * the embed then delivers `onReady`, `infoDelivery` (currentTime, duration, playerState,
 * playbackRate) and events; commands are `{event: 'command', func, args}`.
 */
const LISTEN_EVERY_MS = 250;
const PLAYER_ID = 1;

/** YouTube's player states (the IFrame API's YT.PlayerState). */
const STATES: Partial<Record<number, 'playing' | 'paused' | 'ended'>> = {
  0: 'ended',
  1: 'playing',
  2: 'paused',
};

/** The events one message of the embed tells. */
export function youtubeEvents(data: unknown): PlayerEvent[] {
  if (typeof data !== 'object' || data === null) return [];
  const message = data as { event?: unknown; info?: unknown };
  switch (message.event) {
    case 'onReady':
      return [{ type: 'ready' }];
    case 'onError':
      return [{ type: 'error' }];
    case 'onStateChange':
      return stateEvents(message.info);
    case 'onPlaybackRateChange':
      return speedEvents(message.info);
    case 'initialDelivery':
    case 'infoDelivery': {
      if (typeof message.info !== 'object' || message.info === null) return [];
      const info = message.info as Record<string, unknown>;
      const events: PlayerEvent[] = [];
      const seconds = secondsOf(info.currentTime);
      if (seconds !== undefined) {
        const duration = secondsOf(info.duration);
        events.push({ type: 'time', seconds, duration: duration ? duration : null });
      }
      return [...events, ...stateEvents(info.playerState), ...speedEvents(info.playbackRate)];
    }
    default:
      return [];
  }
}

function stateEvents(info: unknown): PlayerEvent[] {
  const state = typeof info === 'number' ? STATES[info] : undefined;
  return state ? [{ type: 'state', state }] : [];
}

function speedEvents(info: unknown): PlayerEvent[] {
  return typeof info === 'number' && info > 0 ? [{ type: 'speed', speed: info }] : [];
}

/** Connects to a YouTube embed frame (its `src` carries `enablejsapi=1` and this page's origin). */
export function connectYouTube(link: FrameLink): PlayerControl {
  let heard = false;
  let ready = false;
  const waiting: unknown[] = [];
  const send = (message: object) =>
    postTo(link, { ...message, id: PLAYER_ID, channel: 'widget' }, true);
  const command = (func: string, ...args: unknown[]) => {
    const message = { event: 'command', func, args };
    if (ready) send(message);
    else waiting.push(message);
  };
  const listening = setInterval(() => {
    if (!heard) send({ event: 'listening' });
  }, LISTEN_EVERY_MS);
  const stop = listenToFrame(link, (data) => {
    const events = youtubeEvents(data);
    if (typeof data === 'object' && data !== null && 'event' in data) {
      heard = true;
      clearInterval(listening);
    }
    for (const event of events) {
      if (event.type === 'ready' && !ready) {
        ready = true;
        for (const name of ['onStateChange', 'onPlaybackRateChange', 'onError']) {
          send({ event: 'command', func: 'addEventListener', args: [name] });
        }
        for (const message of waiting.splice(0)) send(message as object);
      }
      link.onEvent(event);
    }
  });
  return {
    seek: (seconds) => command('seekTo', seconds, true),
    setSpeed: (speed) => command('setPlaybackRate', speed),
    play: () => command('playVideo'),
    pause: () => command('pauseVideo'),
    disconnect: () => {
      clearInterval(listening);
      stop();
    },
  };
}
