import { LibraryScreen } from '@client/features/library/components/library-screen';

/** `/`: the library. */
export function HomeScreen() {
  return <LibraryScreen />;
}
