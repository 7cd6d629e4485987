import type { Category } from '../../../../../shared/contracts/library';
import { Sidebar, SidebarContent, SidebarFooter } from '../../../../components/ui/sidebar';
import { CollectionList } from './collection-list';
import { SidebarTop } from './sidebar-top';
import { UrlCountBadge } from './url-count-badge';
import { UserMenu } from './user-menu';

export interface LibrarySidebarProps {
  categories: readonly Category[];
  counts: ReadonlyMap<string, number>;
  totalCount: number;
  selectedId: string | null;
  onSelect(id: string): void;
  onCreate(name: string): void;
  creating: boolean;
  onRename(category: Category): void;
  onDelete(category: Category): void;
  onRefresh(): void;
  refreshing: boolean;
}

/** SPEC §2's sidebar: brand and refresh, the collections, the user menu and the URL total. */
export function LibrarySidebar({
  totalCount,
  onRefresh,
  refreshing,
  ...list
}: LibrarySidebarProps) {
  return (
    <Sidebar aria-label="Sidebar">
      <SidebarTop onRefresh={onRefresh} refreshing={refreshing} />
      <SidebarContent>
        <CollectionList {...list} />
      </SidebarContent>
      <SidebarFooter className="flex-row items-center gap-2">
        <UserMenu />
        <UrlCountBadge count={totalCount} />
      </SidebarFooter>
    </Sidebar>
  );
}
