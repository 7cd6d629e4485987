import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Folder, Inbox } from 'lucide-react';
import type { Collection } from '@shared/contracts/library';
import {
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@client/components/ui/sidebar';
import { cn } from '@client/lib/utils';
import { collectionDragId, dragItemOf, movesToOtherCollection } from '@client/features/arrange';
import { CollectionMenu } from '../menu/collection-menu';

/**
 * One collection: a button named exactly by the collection, its video count beside it (read
 * out as the button's description, with the drag instructions), and its menu unless it is the
 * default collection. The Inbox also shows its unwatched videos ("3 new", read out as "3
 * unwatched": docs/product/subscriptions.md#manage). It is dragged by its button to reorder (docs/product/states.md) and takes a
 * video dropped on it, highlighted while one from another collection hovers it.
 */
export function CollectionItem({
  collection,
  count,
  unwatched,
  selected,
  onSelect,
  onRename,
  onDelete,
}: {
  collection: Collection;
  count: number;
  /** Unwatched videos to point out (the Inbox's); 0: none. */
  unwatched: number;
  selected: boolean;
  onSelect(id: string): void;
  onRename(collection: Collection): void;
  onDelete(collection: Collection): void;
}) {
  const countId = useId();
  const unwatchedId = useId();
  const Icon = collection.isDefault ? Inbox : Folder;
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
    isOver,
    active,
  } = useSortable({
    id: collectionDragId(collection.id),
    data: { kind: 'collection', collection: collection },
  });
  const dropTarget =
    isOver &&
    movesToOtherCollection(dragItemOf(active), { kind: 'collection', collection: collection });

  // Enter still selects the collection, as on any button; Space picks it up and drops it. Some
  // browsers (Firefox) click a button on Space's release even after its press was prevented.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Enter') listeners?.onKeyDown?.(event);
  }
  function onKeyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.code === 'Space') event.preventDefault();
  }

  return (
    <SidebarMenuItem
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && 'opacity-40')}
    >
      <SidebarMenuButton
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        // It stays a button to assistive technology, not a "draggable".
        aria-roledescription={undefined}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        isActive={selected}
        aria-current={selected ? 'true' : undefined}
        aria-describedby={`${countId}${unwatched > 0 ? ` ${unwatchedId}` : ''} ${attributes['aria-describedby']}`}
        data-drop-target={dropTarget || undefined}
        title={collection.name}
        // Touch (docs/product/phones-and-touch.md): a long press lifts it, a swipe scrolls the
        // list.
        className="touch-manipulation pr-14 select-none [-webkit-touch-callout:none] data-[drop-target=true]:bg-primary/15 data-[drop-target=true]:ring-2 data-[drop-target=true]:ring-primary"
        onClick={() => onSelect(collection.id)}
      >
        <Icon aria-hidden="true" />
        <span>{collection.name}</span>
        {unwatched > 0 && (
          <span
            aria-hidden="true"
            className="ml-auto shrink-0 rounded-full bg-primary px-1.5 text-[10px] leading-4 font-medium text-primary-foreground"
          >
            {unwatched} new
          </span>
        )}
      </SidebarMenuButton>
      {/* Out of the button, whose name is the collection's alone: its description. */}
      {unwatched > 0 && (
        <span id={unwatchedId} className="sr-only">
          {unwatched} unwatched
        </span>
      )}
      {/* Left of the menu button, which "Unsorted" lacks: all counts stay in one column. */}
      <SidebarMenuBadge id={countId} besideAction>
        {count}
      </SidebarMenuBadge>
      {!collection.isDefault && (
        <CollectionMenu collection={collection} onRename={onRename} onDelete={onDelete} />
      )}
    </SidebarMenuItem>
  );
}
