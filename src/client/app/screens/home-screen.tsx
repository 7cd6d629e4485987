import { LibraryScreen } from '@client/features/videos';

/** `/`: the library. */
export function HomeScreen() {
  return <LibraryScreen />;
}
