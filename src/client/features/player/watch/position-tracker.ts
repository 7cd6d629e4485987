import { FINISHED_FRACTION, POSITION_MIN_SECONDS } from '@shared/constants';

/** What the tracker asks of the player as the video plays. */
export interface TrackerActions {
  save(position: { seconds: number; duration: number | null }, keepalive: boolean): void;
  /** Finished (past FINISHED_FRACTION, or at the end) while marking watched is on. */
  finished(): void;
  /** At the end while marking watched is off: nothing is left to resume. */
  ended(): void;
}

/**
 * Decides, from what the site's player reports, when the position is worth a write
 * (docs/product/watching.md#resume): at each beat (while playing, or after a seek while paused),
 * and on pause, close and a hidden tab, never twice for the same second, never under POSITION_MIN_SECONDS; and when the video is
 * finished (docs/product/watching.md#finished). Once finished with marking watched on, nothing
 * more is saved unless the person goes back before the threshold.
 */
export class PositionTracker {
  #seconds = 0;
  #duration: number | null = null;
  #lastSaved: number | null = null;
  #done = false;

  constructor(
    private readonly actions: TrackerActions,
    private readonly autoMarkWatched: boolean,
  ) {}

  get seconds(): number {
    return this.#seconds;
  }

  time(seconds: number, duration: number | null): void {
    this.#seconds = duration === null ? seconds : Math.min(seconds, duration);
    if (duration !== null) this.#duration = duration;
    const past = this.#pastThreshold();
    if (this.#done && !past) this.#done = false;
    else if (!this.#done && past && this.autoMarkWatched) this.#finish();
  }

  paused(): void {
    this.flush(false);
  }

  end(): void {
    if (this.#duration !== null) this.#seconds = this.#duration;
    if (this.#done) return;
    if (this.autoMarkWatched) this.#finish();
    else {
      this.#done = true;
      this.actions.ended();
    }
  }

  /** The save interval's beat: a position that did not move (paused) writes nothing. */
  tick(): void {
    this.flush(false);
  }

  /** Writes the position if it moved by a second or more since the last write. */
  flush(keepalive: boolean): void {
    if (this.#done || this.#seconds < POSITION_MIN_SECONDS) return;
    if (this.#lastSaved !== null && Math.abs(this.#seconds - this.#lastSaved) < 1) return;
    this.#lastSaved = this.#seconds;
    this.actions.save({ seconds: this.#seconds, duration: this.#duration }, keepalive);
  }

  #pastThreshold(): boolean {
    return this.#duration !== null && this.#seconds >= this.#duration * FINISHED_FRACTION;
  }

  #finish(): void {
    this.#done = true;
    this.#lastSaved = null;
    this.actions.finished();
  }
}
