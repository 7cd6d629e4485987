import { createContext, use } from 'react';
import type { useLibraryView } from './use-library-view';

/**
 * The selected collection and the search, shared by every signed-in screen: the sidebar sets
 * them anywhere, the library screen shows them. Choosing either leads to the library (/).
 */
export type LibraryView = ReturnType<typeof useLibraryView>;

export const LibraryViewContext = createContext<LibraryView | null>(null);

export function useLibraryViewContext(): LibraryView {
  const view = use(LibraryViewContext);
  if (!view) throw new Error('useLibraryViewContext must be used inside a LibraryShell.');
  return view;
}
