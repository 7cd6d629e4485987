import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('resolves in a task after the second frame, not before', async () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    let painted = false;
    void afterNextPaint().then(() => (painted = true));
    frames.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(false);
    frames.shift()?.();
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);
  });

  it('resolves after a while when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let painted = false;
    void afterNextPaint().then(() => (painted = true));
    await vi.advanceTimersByTimeAsync(150);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(painted).toBe(true);
  });
});
