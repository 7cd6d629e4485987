import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESS_QUIET_MS } from './press-pause';
import { afterPressesPause } from './use-preload-on-interaction';

function waiting() {
  let started = 0;
  const wait = afterPressesPause(() => started++);
  return { wait, started: () => started };
}

describe('the preloads wait for the presses to pause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('start a second after the first move of the pointer, once', () => {
    const { wait, started } = waiting();
    wait.interacted('pointermove');
    vi.advanceTimersByTime(PRESS_QUIET_MS - 1);
    // The pointer moving on does not put them off.
    wait.interacted('pointermove');
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(1);
    vi.advanceTimersByTime(PRESS_QUIET_MS * 5);
    expect(started()).toBe(1);
  });

  it('wait while keys are typed, then start a second after the last', () => {
    const { wait, started } = waiting();
    wait.interacted('pointerdown');
    for (let key = 0; key < 10; key++) {
      vi.advanceTimersByTime(200);
      wait.interacted('keydown');
    }
    vi.advanceTimersByTime(PRESS_QUIET_MS - 1);
    expect(started()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(1);
  });

  it('never start once cancelled (the screen went)', () => {
    const { wait, started } = waiting();
    wait.interacted('touchstart');
    wait.cancel();
    vi.advanceTimersByTime(PRESS_QUIET_MS * 2);
    expect(started()).toBe(0);
  });
});
