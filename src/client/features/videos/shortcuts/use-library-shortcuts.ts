import { useEffect, useRef } from 'react';
import { undoLatest } from '../undo/offer-undo';
import { isForSomethingElse, isTyping } from './keys';

/** Something else has the keyboard: a dialog, a menu, or a card being dragged. */
const BUSY_SELECTOR = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-dragging]';

/**
 * Ctrl/Cmd+A outside a field: select every card of the view (docs/product/bulk-actions.md) rather
 * than the page's text. In a field it stays the field's.
 */
function isSelectAll(event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return (event.key === 'a' || event.key === 'A') && !isTyping(event.target);
}

/** The search field the user can see (the header's, or on a phone the slide-over's when open). */
function visibleSearchField(): HTMLInputElement | null {
  const fields = document.querySelectorAll<HTMLInputElement>('input[type="search"]');
  return [...fields].find((field) => field.getClientRects().length > 0) ?? null;
}

/**
 * The library screen's keyboard shortcuts (docs/product/keyboard-shortcuts.md): `/` focuses search
 * (on a phone whose header shows only its search button, it opens the field, which takes the
 * focus), `n` opens Add Video, `z` undoes what the newest undo toast offers (a delete, a clipboard
 * add), `?` lists the shortcuts, Escape clears the search. None fires while the user types in a
 * field, holds Ctrl/Cmd/Alt, or while a dialog, a menu or a drag has the keyboard. The cards'
 * own keys (arrows, Enter, e, Delete) are the grid's.
 */
export function useLibraryShortcuts(actions: {
  query: string;
  clearQuery(): void;
  /** No search field shows: open the header's. */
  openSearch(): void;
  addVideo(): void;
  showHelp(): void;
  /** Cards selected for a bulk action (docs/product/bulk-actions.md): Escape clears them first. */
  selectionSize: number;
  /** Ctrl/Cmd+A: every card of the view. */
  selectAll(): void;
  clearSelection(): void;
}) {
  // Read at key time, so the listener is added once.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isSelectAll(event) && !document.querySelector(BUSY_SELECTOR)) {
        event.preventDefault();
        latest.current.selectAll();
        return;
      }
      if (isForSomethingElse(event) || document.querySelector(BUSY_SELECTOR)) return;
      const { query, clearQuery, openSearch, addVideo, showHelp } = latest.current;
      const { selectionSize, clearSelection } = latest.current;
      if (event.key === '/') {
        event.preventDefault();
        const field = visibleSearchField();
        if (!field) return openSearch();
        field.focus();
        field.select();
      } else if (event.key === 'n' || event.key === 'N') {
        if (event.shiftKey) return;
        event.preventDefault();
        addVideo();
      } else if (event.key === 'z' || event.key === 'Z') {
        // No default action to prevent: outside a field, z does nothing else.
        if (!event.shiftKey) undoLatest();
      } else if (event.key === '?') {
        event.preventDefault();
        showHelp();
      } else if (event.key === 'Escape' && selectionSize > 0) {
        event.preventDefault();
        clearSelection();
      } else if (event.key === 'Escape' && query !== '') {
        event.preventDefault();
        clearQuery();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
