import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * Whether a key press belongs to what the user is typing or to another control's own keys, so a
 * shortcut must leave it alone: a field (input, textarea, select, editable text) has focus, a
 * Ctrl/Cmd/Alt chord is the browser's or the system's, or another handler took it already.
 */
export function isForSomethingElse(event: KeyboardEvent | ReactKeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  return isTyping(event.target);
}

/** Whether keys pressed on `target` are typing: a field or editable text has them. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input:not([type="checkbox"]), textarea, select') !== null
  );
}

/** The shortcuts of a focused card (docs/product/keyboard-shortcuts.md), by key. */
export type CardShortcut = 'open' | 'play' | 'edit' | 'watched' | 'delete';

export function cardShortcutOf(key: string): CardShortcut | null {
  if (key === 'Enter') return 'open';
  if (key === 'p' || key === 'P') return 'play';
  if (key === 'e' || key === 'E') return 'edit';
  if (key === 'w' || key === 'W') return 'watched';
  if (key === 'Delete') return 'delete';
  return null;
}

/**
 * The card the arrow keys (and Home/End) move to from card `index` in a grid of `count` cards
 * laid out `columns` to a row, or null where there is none. Down from a row above a shorter
 * last row lands on that row's last card, as in a file manager.
 */
export function nextCardIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
): number | null {
  const lastRow = Math.floor((count - 1) / columns);
  let next: number;
  switch (key) {
    case 'ArrowRight':
      next = index + 1;
      break;
    case 'ArrowLeft':
      next = index - 1;
      break;
    case 'ArrowDown':
      if (Math.floor(index / columns) === lastRow) return null;
      next = Math.min(index + columns, count - 1);
      break;
    case 'ArrowUp':
      next = index - columns;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = count - 1;
      break;
    default:
      return null;
  }
  return next >= 0 && next < count && next !== index ? next : null;
}
