import { LibraryScreen } from '@client/features/library';

/** `/`: the library. */
export function HomeScreen() {
  return <LibraryScreen />;
}
