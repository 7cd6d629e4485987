import { useId, useState } from 'react';
import { Hash, MoreHorizontal } from 'lucide-react';
import type { Tag } from '@shared/contracts/library';
import { onDemandMenu } from '@client/components/on-demand-menu';
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuAction,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@client/components/ui/sidebar';
import { tagQuery } from '@client/features/search';
import { DeleteTagDialog, RenameTagDialog } from './on-demand-tag-dialogs';
import { useTagActions } from './use-tag-actions';

const TagMenuDropdown = onDemandMenu(
  async () => (await import('./tag-menu-dropdown')).TagMenuDropdown,
);

/**
 * The sidebar's tags, under the collections (docs/product/tags-and-notes.md): each with how many
 * videos carry it. Choosing one searches `tag:name` (search-query.ts), so the search field says
 * what is shown and Escape or the clear button ends it; the tag is marked current while that is the
 * search. Each has Rename and Delete. Nothing shows while the user has no tags.
 */
export function TagsSection({
  tags,
  counts,
  query,
  onQueryChange,
}: {
  tags: readonly Tag[];
  /** How many videos carry each tag, by name (a video names its tags as the tags are spelt). */
  counts: ReadonlyMap<string, number>;
  query: string;
  onQueryChange(query: string): void;
}) {
  const labelId = useId();
  const actions = useTagActions();
  const [renaming, setRenaming] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  if (tags.length === 0) return null;
  const current = query.trim();

  return (
    <SidebarGroup>
      <SidebarGroupLabel id={labelId}>Tags</SidebarGroupLabel>
      <nav aria-labelledby={labelId}>
        <SidebarMenu>
          {tags.map((tag, index) => {
            const search = tagQuery(tag.name);
            const countId = `${labelId}-${index}`;
            const selected = current === search;
            return (
              <SidebarMenuItem key={tag.id}>
                <SidebarMenuButton
                  type="button"
                  isActive={selected}
                  aria-current={selected ? 'true' : undefined}
                  title={tag.name}
                  aria-describedby={countId}
                  className="pr-14"
                  onClick={() => onQueryChange(search)}
                >
                  <Hash aria-hidden="true" />
                  <span>{tag.name}</span>
                </SidebarMenuButton>
                <SidebarMenuBadge id={countId} besideAction>
                  {counts.get(tag.name) ?? 0}
                </SidebarMenuBadge>
                <TagMenuDropdown
                  tag={tag}
                  onRename={setRenaming}
                  onDelete={setDeleting}
                  trigger={
                    <SidebarMenuAction showOnHover aria-label={`Options for tag ${tag.name}`}>
                      <MoreHorizontal aria-hidden="true" />
                    </SidebarMenuAction>
                  }
                />
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </nav>
      <RenameTagDialog
        tag={renaming}
        pending={actions.pending}
        onRename={actions.rename}
        onClose={() => setRenaming(null)}
      />
      <DeleteTagDialog
        tag={deleting}
        videoCount={deleting ? (counts.get(deleting.name) ?? 0) : 0}
        pending={actions.pending}
        onDelete={async (tag) => {
          const done = await actions.remove(tag);
          // The tag's search shows nothing any more.
          if (done && current === tagQuery(tag.name)) onQueryChange('');
          return done;
        }}
        onClose={() => setDeleting(null)}
      />
    </SidebarGroup>
  );
}
