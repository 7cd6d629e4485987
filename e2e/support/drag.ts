import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { KEYBOARD_DRAG_STEP_PX } from '@shared/constants';

// Drag and drop on the library screen (docs/product/states.md), by a real pointer and by the
// keyboard.

/** The element's centre once its box stands still (cards make room, a panel slides in). */
export async function stillCentre(locator: Locator): Promise<{ x: number; y: number }> {
  let last = '';
  for (let frame = 0; frame < 120; frame += 1) {
    const box = await locator.boundingBox();
    if (!box) throw new Error('The element to drag from or to is not visible.');
    const now = JSON.stringify(box);
    if (now === last) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    last = now;
    await locator.page().evaluate(() => new Promise(requestAnimationFrame));
  }
  throw new Error('The element to drag from or to never stood still.');
}

/**
 * Where to press: the element's centre once it stands still, after a drop's slide of the cards
 * and collections to their new places, and the previous drop's preview flying back.
 */
async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.page().locator('[data-drag-preview]').waitFor({ state: 'detached' });
  return stillCentre(locator);
}

/** What dnd-kit's live region last announced to screen readers. */
export function dragAnnouncement(page: Page) {
  return page.locator('[id^="DndLiveRegion"]');
}

export async function expectAnnouncement(page: Page, text: string): Promise<void> {
  await expect.poll(() => dragAnnouncement(page).textContent()).toBe(text);
}

/** The picture that follows the pointer while a card is dragged. */
export function videoDragPreview(page: Page) {
  return page.locator('[data-drag-preview="video"]');
}

/**
 * Presses the mouse on the source's centre and moves in `steps` pointer events to the target's
 * centre. `whileOver` runs before the button is released: it should wait for what the drop
 * depends on (e.g. the announcement that the card is over the target).
 */
export async function pointerDrag(
  page: Page,
  source: Locator,
  target: Locator,
  { whileOver, steps = 12 }: { whileOver?: () => Promise<void>; steps?: number } = {},
): Promise<void> {
  const from = await centreOf(source);
  const to = await centreOf(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await whileOver?.();
  await page.mouse.up();
}

/**
 * Focuses the source and lifts it with Space. dnd-kit's keyboard sensor starts listening for
 * keys in a timer after the lift, and the preview can render before it fires: keys pressed
 * before it are lost (a CI run once lost a whole drag's arrows and its Escape). One timer turn
 * is let pass in the page first; the page's timers of the same delay run in order.
 */
export async function liftByKeyboard(page: Page, source: Locator): Promise<void> {
  await source.focus();
  await page.keyboard.press('Space');
  await page.locator('[data-drag-preview]').waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Focuses the source, lifts it with Space, presses the arrow keys (one step each) that bring
 * its centre within half a step of the target's centre, then `whileOver`, then drops with
 * `dropKey` (Enter drops but never lifts: on a card it opens the video).
 */
export async function keyboardDrag(
  page: Page,
  source: Locator,
  target: Locator,
  {
    whileOver,
    dropKey = 'Space',
  }: { whileOver?: () => Promise<void>; dropKey?: 'Space' | 'Enter' } = {},
): Promise<void> {
  const from = await centreOf(source);
  const to = await centreOf(target);
  await liftByKeyboard(page, source);
  const steps = (delta: number) => Math.round(delta / KEYBOARD_DRAG_STEP_PX);
  const across = steps(to.x - from.x);
  const down = steps(to.y - from.y);
  for (let i = 0; i < Math.abs(across); i += 1) {
    await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  for (let i = 0; i < Math.abs(down); i += 1) {
    await page.keyboard.press(down > 0 ? 'ArrowDown' : 'ArrowUp');
  }
  await whileOver?.();
  await page.keyboard.press(dropKey);
}

/**
 * Every write the page sends to the API (method and path), e.g. "POST /api/videos/…/move";
 * the library's reads and the session's own requests are left out.
 */
export function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (
      request.method() !== 'GET' &&
      pathname.startsWith('/api/') &&
      !pathname.startsWith('/api/auth/')
    ) {
      writes.push(`${request.method()} ${pathname}`);
    }
  });
  return writes;
}

/** Resolves when the next move request (of a collection or a video) has been answered. */
export function nextMoveAnswer(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/move'));
}

/** A move refused with the API's error shape, for `page.route` to answer with. */
export const MOVE_CONFLICT = {
  status: 409,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'conflict', message: 'The list changed meanwhile.' } }),
};
