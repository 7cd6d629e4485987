import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPressesPause, PRELOAD_QUIET_MS } from './use-preload-on-interaction';

function waiting() {
  let started = 0;
  const wait = afterPressesPause(() => started++);
  return {
    timers: { advance: (ms: number) => vi.advanceTimersByTime(ms) },
    wait,
    started: () => started,
  };
}

describe('the preloads wait for the presses to pause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('start a second after the first move of the pointer, once', () => {
    const { timers, wait, started } = waiting();
    wait.interacted('pointermove');
    timers.advance(PRELOAD_QUIET_MS - 1);
    // The pointer moving on does not put them off.
    wait.interacted('pointermove');
    expect(started()).toBe(0);
    timers.advance(1);
    expect(started()).toBe(1);
    timers.advance(PRELOAD_QUIET_MS * 5);
    expect(started()).toBe(1);
  });

  it('wait while keys are typed, then start a second after the last', () => {
    const { timers, wait, started } = waiting();
    wait.interacted('pointerdown');
    for (let key = 0; key < 10; key++) {
      timers.advance(200);
      wait.interacted('keydown');
    }
    timers.advance(PRELOAD_QUIET_MS - 1);
    expect(started()).toBe(0);
    timers.advance(1);
    expect(started()).toBe(1);
  });

  it('never start once cancelled (the screen went)', () => {
    const { timers, wait, started } = waiting();
    wait.interacted('touchstart');
    wait.cancel();
    timers.advance(PRELOAD_QUIET_MS * 2);
    expect(started()).toBe(0);
  });
});
