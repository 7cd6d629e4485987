import { SidebarHeader } from '@client/components/ui/sidebar';
import { SearchField } from './search-field';

/**
 * The slide-over's own "Search videos" (docs/product/screens-and-routes.md: shown in mobile mode,
 * where the header hides its one). Same query as the header's; Enter closes the panel to show the
 * results.
 */
export function SidebarSearch({
  query,
  onQueryChange,
  onDone,
}: {
  query: string;
  onQueryChange(query: string): void;
  onDone(): void;
}) {
  return (
    <SidebarHeader className="flex-col border-b border-sidebar-border px-3 py-2">
      <SearchField value={query} onChange={onQueryChange} onEnter={onDone} fill />
    </SidebarHeader>
  );
}
