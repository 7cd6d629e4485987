import { Library } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AppShell } from '../layout/app-shell';

/** The library's place; the sidebar, collections and video grid arrive with the next issue. */
export function HomeScreen() {
  useDocumentTitle();
  return (
    <AppShell>
      <section className="m-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
        <Library aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-2xl font-semibold">Your library</h1>
        <p className="text-muted-foreground">
          Your video library is coming soon: collections, saved videos and search arrive in an
          upcoming update.
        </p>
      </section>
    </AppShell>
  );
}
