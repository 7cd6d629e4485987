import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { KEYBOARD_DRAG_STEP_PX } from '@shared/constants';

/** Each arrow key moves the dragged item by the keyboard step of docs/product/limits.md. */
export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates: { x, y } }) => {
  switch (event.code) {
    case KeyboardCode.Right:
      return { x: x + KEYBOARD_DRAG_STEP_PX, y };
    case KeyboardCode.Left:
      return { x: x - KEYBOARD_DRAG_STEP_PX, y };
    case KeyboardCode.Down:
      return { x, y: y + KEYBOARD_DRAG_STEP_PX };
    case KeyboardCode.Up:
      return { x, y: y - KEYBOARD_DRAG_STEP_PX };
    default:
      return undefined;
  }
};
