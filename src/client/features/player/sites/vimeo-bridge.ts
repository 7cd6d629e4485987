import {
  listenToFrame,
  postTo,
  secondsOf,
  type FrameLink,
  type PlayerControl,
  type PlayerEvent,
} from './player-bridge';

/**
 * Vimeo's Player API over its documented postMessage protocol (the one `@vimeo/player` speaks,
 * which refuses any frame not on vimeo.com and so any VIMEO_PLAYER_URL of the operator's:
 * docs/decisions/0090-player-apis.md). The page sends `{method, value}`; the player sends
 * `{event, data}`: `ready`, then the events the page asked for with `addEventListener`.
 */
const EVENTS = ['timeupdate', 'play', 'pause', 'ended', 'playbackratechange', 'error'];
/** Until the player says `ready`, the page asks (`ping`): the frame may have loaded first. */
const PING_EVERY_MS = 250;

/** The events one message of the player tells. */
export function vimeoEvents(data: unknown): PlayerEvent[] {
  if (typeof data !== 'object' || data === null) return [];
  const message = data as { event?: unknown; data?: unknown };
  const detail =
    typeof message.data === 'object' && message.data !== null
      ? (message.data as Record<string, unknown>)
      : {};
  switch (message.event) {
    case 'ready':
      return [{ type: 'ready' }];
    case 'error':
      return [{ type: 'error' }];
    case 'play':
    case 'playing':
      return [{ type: 'state', state: 'playing' }];
    case 'pause':
      return [{ type: 'state', state: 'paused' }];
    case 'ended':
      return [{ type: 'state', state: 'ended' }];
    case 'timeupdate': {
      const seconds = secondsOf(detail.seconds);
      const duration = secondsOf(detail.duration);
      return seconds === undefined
        ? []
        : [{ type: 'time', seconds, duration: duration ? duration : null }];
    }
    case 'playbackratechange': {
      const speed = secondsOf(detail.playbackRate);
      return speed ? [{ type: 'speed', speed }] : [];
    }
    default:
      return [];
  }
}

/** Connects to a Vimeo player frame. */
export function connectVimeo(link: FrameLink): PlayerControl {
  let ready = false;
  const waiting: object[] = [];
  const send = (message: object) => postTo(link, message, false);
  const call = (method: string, value?: unknown) => {
    const message = value === undefined ? { method } : { method, value };
    if (ready) send(message);
    else waiting.push(message);
  };
  const pinging = setInterval(() => send({ method: 'ping' }), PING_EVERY_MS);
  const stop = listenToFrame(link, (data) => {
    for (const event of vimeoEvents(data)) {
      if (event.type === 'ready' && !ready) {
        ready = true;
        clearInterval(pinging);
        for (const name of EVENTS) send({ method: 'addEventListener', value: name });
        for (const message of waiting.splice(0)) send(message);
      }
      link.onEvent(event);
    }
  });
  return {
    seek: (seconds) => call('setCurrentTime', seconds),
    setSpeed: (speed) => call('setPlaybackRate', speed),
    play: () => call('play'),
    pause: () => call('pause'),
    disconnect: () => {
      clearInterval(pinging);
      stop();
    },
  };
}
