/**
 * The page a fake player frame shows (e2e/support/fake-players.ts): it speaks the messages of the
 * real site's player API as the in-app player hears them (docs/decisions/0090-player-apis.md), and
 * keeps time as a video does: a quarter second every 250 ms of real time, times the speed, from
 * the `start` the address asks for. A test drives it through `window.fakePlayer` in the frame.
 * Plain JavaScript in a string: the browser runs it as it is written here.
 */
export function fakePlayerPage(options: {
  site: 'youtube' | 'vimeo';
  duration: number;
  silent: boolean;
}): string {
  return `<!doctype html><meta charset="utf-8"><title>${options.site} fake player</title>
<style>body{margin:0;height:100vh;display:grid;place-items:center;background:#111;color:#eee;font:16px system-ui,sans-serif}</style>
<p id="status">Loading</p>
<button id="toggle" type="button">Pause</button>
<script>
(() => {
  const site = ${JSON.stringify(options.site)};
  const duration = ${JSON.stringify(options.duration)};
  const silent = ${JSON.stringify(options.silent)};
  const params = new URLSearchParams(location.search);
  const startMatch = /^#t=(\\d+)s$/.exec(location.hash);
  let time = Number(site === 'youtube' ? params.get('start') ?? 0 : startMatch ? startMatch[1] : 0);
  let state = params.get('autoplay') === '1' ? 'playing' : 'paused';
  let rate = 1;
  let talking = false;
  const listeners = new Set();
  const ytStates = { playing: 1, paused: 2, ended: 0 };
  const show = () => {
    document.getElementById('status').textContent =
      site + ' fake player: ' + state + ' at ' + Math.floor(time) + ' s, speed ' + rate;
    document.getElementById('toggle').textContent = state === 'playing' ? 'Pause' : 'Play';
  };
  const post = (message) =>
    site === 'youtube'
      ? parent.postMessage(JSON.stringify({ ...message, id: 1, channel: 'widget' }), params.get('origin'))
      : parent.postMessage(message, '*');
  const info = () => ({ currentTime: time, duration, playerState: ytStates[state], playbackRate: rate });
  const tell = () => {
    if (!talking) return;
    if (site === 'youtube') post({ event: 'infoDelivery', info: info() });
    else if (listeners.has('timeupdate'))
      post({ event: 'timeupdate', data: { seconds: time, duration, percent: time / duration } });
  };
  const setState = (next) => {
    if (next === state) return;
    state = next;
    show();
    if (!talking) return;
    if (site === 'youtube') {
      if (listeners.has('onStateChange')) post({ event: 'onStateChange', info: ytStates[state] });
    } else {
      const name = state === 'playing' ? 'play' : state === 'paused' ? 'pause' : 'ended';
      if (listeners.has(name)) post({ event: name, data: { seconds: time, duration } });
    }
  };
  const setRate = (next) => {
    rate = next;
    show();
    if (!talking) return;
    if (site === 'youtube') post({ event: 'onPlaybackRateChange', info: rate });
    else if (listeners.has('playbackratechange'))
      post({ event: 'playbackratechange', data: { playbackRate: rate } });
  };
  const seek = (seconds) => {
    time = Math.max(0, Math.min(duration, seconds));
    if (time < duration && state === 'ended') setState('paused');
    show();
    tell();
  };
  const end = () => {
    time = duration;
    tell();
    setState('ended');
  };
  window.fakePlayer = {
    seek, end, setRate,
    play: () => setState('playing'),
    pause: () => setState('paused'),
    get time() { return time; },
    get state() { return state; },
    get rate() { return rate; },
  };
  // A control of its own, as a real player has: the keyboard can go into the frame.
  document.getElementById('toggle').addEventListener('click', () =>
    setState(state === 'playing' ? 'paused' : 'playing'),
  );
  setInterval(() => {
    if (state !== 'playing') return;
    time = Math.min(duration, time + 0.25 * rate);
    show();
    tell();
    if (time >= duration) setState('ended');
  }, 250);
  show();
  if (silent) return;
  window.addEventListener('message', (event) => {
    if (event.source !== parent) return;
    let message = event.data;
    if (typeof message === 'string') {
      try { message = JSON.parse(message); } catch { return; }
    }
    if (site === 'youtube') {
      if (message.event === 'listening' && !talking) {
        talking = true;
        post({ event: 'initialDelivery', info: info() });
        post({ event: 'onReady', info: info() });
      } else if (message.event === 'command') {
        const [arg] = message.args ?? [];
        if (message.func === 'addEventListener') listeners.add(arg);
        else if (message.func === 'seekTo') seek(arg);
        else if (message.func === 'playVideo') setState('playing');
        else if (message.func === 'pauseVideo') setState('paused');
        else if (message.func === 'setPlaybackRate') setRate(arg);
      }
    } else if (message.method === 'ping') {
      talking = true;
      post({ event: 'ready' });
    } else if (message.method === 'addEventListener') listeners.add(message.value);
    else if (message.method === 'setCurrentTime') seek(message.value);
    else if (message.method === 'play') setState('playing');
    else if (message.method === 'pause') setState('paused');
    else if (message.method === 'setPlaybackRate') setRate(message.value);
  });
  if (site === 'vimeo') {
    talking = true;
    post({ event: 'ready' });
  }
})();
</script>`;
}
