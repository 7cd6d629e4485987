/** The parts of a keyboard event that decide whether it toggles the sidebar. */
export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
}

/** What a focused element is, for telling a text field from the rest. */
export interface FocusTarget {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
}

// Input types that take typed text; a checkbox or a button does not.
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** True while the user is typing: keys then belong to the field (macOS: Ctrl+B moves back). */
export function isTextEntry(target: FocusTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/**
 * docs/product/screens-and-routes.md: Ctrl or Cmd plus B toggles the sidebar. Not with Shift or Alt
 * (other shortcuts), not on auto-repeat (holding the keys would flicker it), and not while typing
 * in a text field.
 */
export function isSidebarShortcut(keys: ShortcutKeys, target: FocusTarget | null): boolean {
  return (
    keys.key.toLowerCase() === 'b' &&
    (keys.ctrlKey || keys.metaKey) &&
    !keys.altKey &&
    !keys.shiftKey &&
    !keys.repeat &&
    !isTextEntry(target)
  );
}
