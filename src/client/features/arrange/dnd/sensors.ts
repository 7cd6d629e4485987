import type { PointerEvent as ReactPointerEvent } from 'react';
import {
  getClientRect,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type ClientRect,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { DRAG_ACTIVATION_DISTANCE_PX } from '@shared/constants';
import { keyboardStep } from './keyboard-step';

/**
 * docs/product/phones-and-touch.md: on a touch screen a card or a collection is lifted by a press
 * held this long…
 */
export const TOUCH_LIFT_DELAY_MS = 250;
/** …while the finger stays within this distance; a finger that moves further scrolls instead. */
export const TOUCH_LIFT_TOLERANCE_PX = 5;

const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

// The sensors' options, made once: dnd-kit keeps a sensor while its options are the same object,
// and new ones on a render give its context new activators, which renders every rendered card
// again (docs/product/large-libraries.md: each key typed in the search did, through the shell's
// render).
const MOUSE_AND_PEN = { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } };
const TOUCH = {
  activationConstraint: { delay: TOUCH_LIFT_DELAY_MS, tolerance: TOUCH_LIFT_TOLERANCE_PX },
};
const KEYBOARD = { coordinateGetter: keyboardStep, keyboardCodes: KEYBOARD_CODES };

/**
 * dnd-kit's pointer sensor for the mouse and the pen only. A finger is the touch sensor's: a
 * pointer sensor cannot keep the page from scrolling under a finger (only `touch-action` can,
 * which would stop swipes on the cards from scrolling at all).
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions): boolean =>
        event.nativeEvent.pointerType !== 'touch' &&
        // The pointer sensor's own test (primary button) on anything else: it has one activator.
        PointerSensor.activators.some(({ handler }) => handler(event, options)),
    },
  ];
}

/**
 * The library's sensors. Mouse and pen: the 8 px of movement of docs/product/states.md, so shorter
 * moves stay clicks. Touch: a long press (250 ms, within 5 px), so a swipe scrolls the page; once
 * lifted, dnd-kit's touch sensor cancels each `touchmove`, so the page holds still under the drag.
 * Keyboard: Space lifts, Space or Enter drops, 25 px per arrow key (docs/product/limits.md); Enter
 * never lifts, since on a focused card it opens the video (decision 0042).
 */
export function useLibrarySensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, MOUSE_AND_PEN),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
}

/**
 * Where a droppable will be once still: its own transform left out (a sortable making room, as
 * dnd-kit's default measure does), and so is the slide of the phone's panel around it. The
 * panel opens during a drag (see `SidebarDropTab`) and its collections are measured as they
 * mount, while it is still sliding in from the left edge.
 */
export function measureAtRest(element: HTMLElement): ClientRect {
  const rect = getClientRect(element, { ignoreTransform: true });
  const panel = element.closest<HTMLElement>('[data-slot="sidebar"][data-mobile="true"]');
  if (!panel) return rect;
  // It slides sideways only; offsetLeft leaves transforms out: its left edge once still.
  const dx = panel.offsetLeft - panel.getBoundingClientRect().left;
  return { ...rect, left: rect.left + dx, right: rect.right + dx };
}
