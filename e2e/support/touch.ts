import type { CDPSession, Page } from 'playwright-core';
import type { OpenOptions } from './browser';

// A finger on a phone's screen (docs/product/phones-and-touch.md): real touch events through
// Chromium's input pipeline (CDP `Input.dispatchTouchEvent`), so the page sees
// touchstart/touchmove/touchend and the browser scrolls for a swipe, as on a phone.

/** A 375 px phone with a touch screen. */
export const TOUCH_PHONE: OpenOptions['device'] = {
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
};

export interface Point {
  x: number;
  y: number;
}

/** Longer than the app's 250 ms long press, with room for a busy machine's timers. */
export const LONG_PRESS_MS = 450;

const frame = (page: Page) => page.evaluate(() => new Promise(requestAnimationFrame));

export class Finger {
  private at: Point = { x: 0, y: 0 };

  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async on(page: Page): Promise<Finger> {
    return new Finger(page, await page.context().newCDPSession(page));
  }

  async down(point: Point): Promise<void> {
    this.at = point;
    await this.cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ ...point, id: 1 }],
    });
  }

  /** Slides to `to` in `steps` moves, a frame apart unless `quick` (a flick). */
  async move(to: Point, { steps = 10, quick = false } = {}): Promise<void> {
    const from = this.at;
    for (let step = 1; step <= steps; step += 1) {
      const point = {
        x: from.x + ((to.x - from.x) * step) / steps,
        y: from.y + ((to.y - from.y) * step) / steps,
      };
      await this.cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ ...point, id: 1 }],
      });
      if (!quick) await frame(this.page);
    }
    this.at = to;
  }

  async up(): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** Holds still where it is, for `ms` of the page's time. */
  async hold(ms: number): Promise<void> {
    await this.page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), ms);
  }
}
