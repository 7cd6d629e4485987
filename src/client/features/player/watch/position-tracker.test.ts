import { describe, expect, it, vi } from 'vitest';
import { PositionTracker } from './position-tracker';

function tracker(autoMarkWatched = true) {
  const actions = { save: vi.fn(), finished: vi.fn(), ended: vi.fn() };
  return { actions, tracker: new PositionTracker(actions, autoMarkWatched) };
}

describe('PositionTracker', () => {
  it('saves at each beat, once per second moved, never under 5 s', () => {
    const { actions, tracker: t } = tracker();
    t.time(3, 600);
    t.tick();
    expect(actions.save).not.toHaveBeenCalled();
    t.time(12.4, 600);
    t.tick();
    t.time(12.9, 600);
    t.tick();
    expect(actions.save.mock.calls).toEqual([[{ seconds: 12.4, duration: 600 }, false]]);
    t.time(20, 600);
    t.tick();
    expect(actions.save).toHaveBeenCalledTimes(2);
  });

  it('saves on pause, and at a beat only when the position moved', () => {
    const { actions, tracker: t } = tracker();
    t.time(30, 600);
    t.paused();
    expect(actions.save).toHaveBeenCalledWith({ seconds: 30, duration: 600 }, false);
    t.tick();
    expect(actions.save).toHaveBeenCalledTimes(1);
    // A seek while paused.
    t.time(95, 600);
    t.tick();
    expect(actions.save).toHaveBeenLastCalledWith({ seconds: 95, duration: 600 }, false);
    t.time(96, 600);
    t.flush(true);
    expect(actions.save).toHaveBeenLastCalledWith({ seconds: 96, duration: 600 }, true);
  });

  it('finishes at 90 % once, saves nothing more, and again after going back', () => {
    const { actions, tracker: t } = tracker();
    t.time(539, 600);
    expect(actions.finished).not.toHaveBeenCalled();
    t.time(540, 600);
    t.time(541, 600);
    t.tick();
    t.end();
    expect(actions.finished).toHaveBeenCalledTimes(1);
    expect(actions.save).not.toHaveBeenCalled();
    t.time(100, 600);
    t.tick();
    expect(actions.save).toHaveBeenCalledWith({ seconds: 100, duration: 600 }, false);
    t.time(590, 600);
    expect(actions.finished).toHaveBeenCalledTimes(2);
  });

  it('with marking watched off, keeps saving past 90 % and lets the position go at the end', () => {
    const { actions, tracker: t } = tracker(false);
    t.time(580, 600);
    t.tick();
    expect(actions.save).toHaveBeenCalledWith({ seconds: 580, duration: 600 }, false);
    t.end();
    expect(actions.finished).not.toHaveBeenCalled();
    expect(actions.ended).toHaveBeenCalledTimes(1);
    t.flush(true);
    expect(actions.save).toHaveBeenCalledTimes(1);
  });

  it('finishes at the end when the length was never told', () => {
    const { actions, tracker: t } = tracker();
    t.time(42, null);
    t.end();
    expect(actions.finished).toHaveBeenCalledTimes(1);
  });
});
