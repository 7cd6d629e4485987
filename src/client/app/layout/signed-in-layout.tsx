import { Outlet } from 'react-router';
import { LibraryShell } from './library-shell';

/** Every signed-in screen sits beside the library's sidebar (SPEC §2). */
export function SignedInLayout() {
  return (
    <LibraryShell>
      <Outlet />
    </LibraryShell>
  );
}
