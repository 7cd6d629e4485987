import { describe, expect, it } from 'vitest';
import { isSidebarShortcut, isTextEntry, type ShortcutKeys } from './sidebar-shortcut';

const CTRL_B: ShortcutKeys = {
  key: 'b',
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  repeat: false,
};
const BODY = { tagName: 'BODY' };

describe('isSidebarShortcut', () => {
  it('takes Ctrl+B and Cmd+B, in either case', () => {
    expect(isSidebarShortcut(CTRL_B, BODY)).toBe(true);
    expect(isSidebarShortcut({ ...CTRL_B, ctrlKey: false, metaKey: true }, BODY)).toBe(true);
    expect(isSidebarShortcut({ ...CTRL_B, key: 'B' }, BODY)).toBe(true);
    expect(isSidebarShortcut(CTRL_B, null)).toBe(true);
  });

  it('ignores B alone, other keys, Shift or Alt, and auto-repeat', () => {
    expect(isSidebarShortcut({ ...CTRL_B, ctrlKey: false }, BODY)).toBe(false);
    expect(isSidebarShortcut({ ...CTRL_B, key: 'n' }, BODY)).toBe(false);
    expect(isSidebarShortcut({ ...CTRL_B, shiftKey: true }, BODY)).toBe(false);
    expect(isSidebarShortcut({ ...CTRL_B, altKey: true }, BODY)).toBe(false);
    expect(isSidebarShortcut({ ...CTRL_B, repeat: true }, BODY)).toBe(false);
  });

  it('leaves the keys to a text field being typed in', () => {
    expect(isSidebarShortcut(CTRL_B, { tagName: 'INPUT', type: 'search' })).toBe(false);
    expect(isSidebarShortcut(CTRL_B, { tagName: 'BUTTON' })).toBe(true);
  });
});

describe('isTextEntry', () => {
  it('is true for text inputs, text areas and editable content', () => {
    expect(isTextEntry({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'email' })).toBe(true);
    expect(isTextEntry({ tagName: 'input' })).toBe(true);
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false for controls that take no typing', () => {
    expect(isTextEntry({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextEntry({ tagName: 'INPUT', type: 'submit' })).toBe(false);
    expect(isTextEntry({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: false })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
