import { describe, expect, it } from 'vitest';
import { vimeoEvents } from './vimeo-bridge';
import { youtubeEvents } from './youtube-bridge';

describe('youtubeEvents', () => {
  it('reads the time, the length, the state and the speed an infoDelivery carries', () => {
    expect(
      youtubeEvents({
        event: 'infoDelivery',
        info: { currentTime: 754.2, duration: 1200, playerState: 1, playbackRate: 1.5 },
      }),
    ).toEqual([
      { type: 'time', seconds: 754.2, duration: 1200 },
      { type: 'state', state: 'playing' },
      { type: 'speed', speed: 1.5 },
    ]);
  });

  it('reads ready, state changes, speed changes and errors', () => {
    expect(youtubeEvents({ event: 'onReady' })).toEqual([{ type: 'ready' }]);
    expect(youtubeEvents({ event: 'onStateChange', info: 0 })).toEqual([
      { type: 'state', state: 'ended' },
    ]);
    expect(youtubeEvents({ event: 'onStateChange', info: 2 })).toEqual([
      { type: 'state', state: 'paused' },
    ]);
    expect(youtubeEvents({ event: 'onPlaybackRateChange', info: 2 })).toEqual([
      { type: 'speed', speed: 2 },
    ]);
    expect(youtubeEvents({ event: 'onError', info: 150 })).toEqual([{ type: 'error' }]);
  });

  it('says nothing for buffering, cued, unknown or malformed messages', () => {
    expect(youtubeEvents({ event: 'onStateChange', info: 3 })).toEqual([]);
    expect(youtubeEvents({ event: 'infoDelivery', info: { currentTime: -1 } })).toEqual([]);
    expect(youtubeEvents({ event: 'infoDelivery', info: { currentTime: 'x' } })).toEqual([]);
    expect(youtubeEvents({ event: 'infoDelivery', info: null })).toEqual([]);
    expect(youtubeEvents('onReady')).toEqual([]);
    expect(youtubeEvents(null)).toEqual([]);
    // A length of 0 is not known yet.
    expect(youtubeEvents({ event: 'infoDelivery', info: { currentTime: 0, duration: 0 } })).toEqual(
      [{ type: 'time', seconds: 0, duration: null }],
    );
  });
});

describe('vimeoEvents', () => {
  it('reads ready, time updates, states and speed', () => {
    expect(vimeoEvents({ event: 'ready' })).toEqual([{ type: 'ready' }]);
    expect(
      vimeoEvents({ event: 'timeupdate', data: { seconds: 12.5, percent: 0.1, duration: 125 } }),
    ).toEqual([{ type: 'time', seconds: 12.5, duration: 125 }]);
    expect(vimeoEvents({ event: 'play' })).toEqual([{ type: 'state', state: 'playing' }]);
    expect(vimeoEvents({ event: 'pause' })).toEqual([{ type: 'state', state: 'paused' }]);
    expect(vimeoEvents({ event: 'ended' })).toEqual([{ type: 'state', state: 'ended' }]);
    expect(vimeoEvents({ event: 'playbackratechange', data: { playbackRate: 0.5 } })).toEqual([
      { type: 'speed', speed: 0.5 },
    ]);
  });

  it('says nothing for what it does not know', () => {
    expect(vimeoEvents({ event: 'timeupdate', data: { seconds: Number.NaN } })).toEqual([]);
    expect(vimeoEvents({ event: 'bufferstart' })).toEqual([]);
    expect(vimeoEvents({ method: 'getVolume', value: 1 })).toEqual([]);
    expect(vimeoEvents(undefined)).toEqual([]);
  });
});
