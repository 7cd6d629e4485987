import { Outlet } from '@client/lib/router';
import { LibraryShell } from './library-shell';

/**
 * Every signed-in screen sits beside the library's sidebar (docs/product/screens-and-routes.md).
 */
export function SignedInLayout() {
  return (
    <LibraryShell>
      <Outlet />
    </LibraryShell>
  );
}
