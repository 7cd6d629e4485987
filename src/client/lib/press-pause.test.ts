import { describe, expect, it } from 'vitest';
import { createPressPause, PRESS_QUIET_MS } from './press-pause';

/** A pause on a clock moved by hand, its timers and idle tasks run when told. */
function pausing() {
  let time = 0;
  let timers: { at: number; task: () => void }[] = [];
  const idle: (() => void)[] = [];
  const pause = createPressPause(
    () => time,
    (task, ms) => timers.push({ at: time + ms, task }),
    (task) => idle.push(task),
  );
  const ran: string[] = [];
  return {
    pause,
    ran,
    /** Moves the clock on, running the timers that come due. */
    advance(ms: number) {
      time += ms;
      const due = timers.filter((timer) => timer.at <= time);
      timers = timers.filter((timer) => timer.at > time);
      for (const timer of due) timer.task();
    },
    runIdle: () => {
      for (const task of idle.splice(0)) task();
    },
    task: (name: string) => () => ran.push(name),
  };
}

describe('background work held back while a person presses', () => {
  it('runs at once, in an idle task, when no press came', () => {
    const { pause, ran, runIdle, task } = pausing();
    pause.after(task('write'));
    expect(ran).toEqual([]);
    runIdle();
    expect(ran).toEqual(['write']);
  });

  it('waits for a quiet second after the last press, and after `since`', () => {
    const { pause, ran, advance, runIdle, task } = pausing();
    pause.pressed();
    pause.after(task('after press'));
    pause.after(task('after since'), 500);
    advance(PRESS_QUIET_MS - 1);
    runIdle();
    expect(ran).toEqual([]);
    advance(1);
    runIdle();
    expect(ran).toEqual(['after press']);
    advance(500);
    runIdle();
    expect(ran).toEqual(['after press', 'after since']);
  });

  it('puts the work off again when a press comes before its idle task runs', () => {
    const { pause, ran, advance, runIdle, task } = pausing();
    pause.after(task('write'));
    advance(10);
    pause.pressed();
    runIdle();
    expect(ran).toEqual([]);
    advance(PRESS_QUIET_MS);
    runIdle();
    expect(ran).toEqual(['write']);
  });
});
