import { useId, useMemo, useRef, useState } from 'react';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import type { Collection } from '@shared/contracts/library';
import {
  SidebarGroup,
  SidebarGroupAction,
  SidebarGroupLabel,
  SidebarMenu,
} from '@client/components/ui/sidebar';
import { collectionDragId } from '@client/features/arrange';
import { AddCollectionInput } from '../create/add-collection-input';
import { CollectionItem } from './collection-item';

/**
 * The "Collections" navigation: select, add (inline), reorder by drag and drop, and each one's
 * rename/delete menu. When the plan is full, `addNote` says so at the add button (its tooltip
 * and description) and under the field it opens, before a name is typed; adding then still
 * runs the limits check of docs/product/validation.md, which leads to the upgrade page.
 */
export function CollectionList({
  collections,
  counts,
  unwatched,
  selectedId,
  onSelect,
  onCreate,
  creating,
  onRename,
  onDelete,
  addNote,
}: {
  collections: readonly Collection[];
  counts: ReadonlyMap<string, number>;
  /** Unwatched videos by collection (the Inbox's), shown beside the count. */
  unwatched: ReadonlyMap<string, number>;
  selectedId: string | null;
  onSelect(id: string): void;
  onCreate(name: string): void;
  creating: boolean;
  onRename(collection: Collection): void;
  onDelete(collection: Collection): void;
  addNote: string | null;
}) {
  const labelId = useId();
  const noteId = useId();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const items = useMemo(
    () => collections.map((collection) => collectionDragId(collection.id)),
    [collections],
  );

  function onAddDone(name: string | null, viaKey: boolean) {
    setAdding(false);
    if (name !== null) onCreate(name);
    // Keyboard users go back to the plus; a click elsewhere keeps its own focus.
    if (viaKey) addButton.current?.focus();
  }

  return (
    <SidebarGroup>
      <SidebarGroupLabel id={labelId}>Collections</SidebarGroupLabel>
      <SidebarGroupAction
        ref={addButton}
        type="button"
        aria-label="Add collection"
        title={addNote ?? 'Add collection'}
        aria-describedby={addNote ? noteId : undefined}
        aria-expanded={adding}
        // Never disabled while saving: Enter sends focus back here, and a disabled button drops it.
        aria-busy={creating || undefined}
        onClick={() => setAdding(true)}
      >
        <Plus aria-hidden="true" />
      </SidebarGroupAction>
      <nav aria-labelledby={labelId}>
        <SidebarMenu>
          <SortableContext id="collections" items={items} strategy={verticalListSortingStrategy}>
            {collections.map((collection) => (
              <CollectionItem
                key={collection.id}
                collection={collection}
                count={counts.get(collection.id) ?? 0}
                unwatched={unwatched.get(collection.id) ?? 0}
                selected={collection.id === selectedId}
                onSelect={onSelect}
                onRename={onRename}
                onDelete={onDelete}
              />
            ))}
          </SortableContext>
          {adding && (
            <AddCollectionInput onDone={onAddDone} describedBy={addNote ? noteId : undefined} />
          )}
        </SidebarMenu>
      </nav>
      {addNote && (
        <p id={noteId} hidden={!adding} className="px-2 pt-1 text-xs text-sidebar-foreground/70">
          {addNote}
        </p>
      )}
    </SidebarGroup>
  );
}
