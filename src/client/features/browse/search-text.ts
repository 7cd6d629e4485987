import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The search's text, kept outside React's state: a key renders again only what shows the text (the
 * library screen, the field, the sidebar's tags), not the signed-in layout around them, whose
 * sidebar and drag context a changed view context went through on every key
 * (docs/decisions/0101-search-text-outside-the-layout.md).
 */
export interface SearchText {
  get(): string;
  set(text: string): void;
  subscribe(listener: () => void): () => void;
}

export function createSearchText(): SearchText {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set(next) {
      if (next === text) return;
      text = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The text now, rendering again when it changes. */
export function useSearchText(text: SearchText): string {
  return useSyncExternalStore(text.subscribe, text.get);
}

/** Renders `children` with the search's text, again at each key: what is around it does not. */
export function WithSearchText({
  text,
  children,
}: {
  text: SearchText;
  children(query: string): ReactNode;
}) {
  return children(useSearchText(text));
}
