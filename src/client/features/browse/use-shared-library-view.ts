import { useLocation, useNavigate } from '@client/lib/router';
import type { Collection } from '@shared/contracts/library';
import type { LibraryView } from './library-view-context';
import { useLibraryView } from './use-library-view';

/**
 * useLibraryView for the whole signed-in layout: choosing a collection or typing a search on
 * another screen (profile, settings, upgrade) also goes to the library, where they show.
 */
export function useSharedLibraryView(collections: readonly Collection[]): LibraryView {
  const view = useLibraryView(collections);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showLibrary = () => {
    if (pathname !== '/') navigate('/');
  };
  return {
    ...view,
    selectCollection(id) {
      view.selectCollection(id);
      showLibrary();
    },
    setQuery(query) {
      view.setQuery(query);
      showLibrary();
    },
  };
}
