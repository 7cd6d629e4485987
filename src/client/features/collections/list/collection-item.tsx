import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Folder, Inbox } from 'lucide-react';
import type { Category } from '@shared/contracts/library';
import {
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@client/components/ui/sidebar';
import { cn } from '@client/lib/utils';
import { categoryDragId, dragItemOf, movesToOtherCollection } from '@client/features/library';
import { CollectionMenu } from '../menu/collection-menu';

/**
 * One collection: a button named exactly by the collection, its video count beside it (read
 * out as the button's description, with the drag instructions), and its menu unless it is the
 * default collection. It is dragged by its button to reorder (SPEC §4) and takes a video
 * dropped on it, highlighted while one from another collection hovers it.
 */
export function CollectionItem({
  category,
  count,
  selected,
  onSelect,
  onRename,
  onDelete,
}: {
  category: Category;
  count: number;
  selected: boolean;
  onSelect(id: string): void;
  onRename(category: Category): void;
  onDelete(category: Category): void;
}) {
  const countId = useId();
  const Icon = category.isDefault ? Inbox : Folder;
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
  } = useSortable({ id: categoryDragId(category.id), data: { kind: 'category', category } });
  const dropTarget =
    isOver && movesToOtherCollection(dragItemOf(active), { kind: 'category', category });

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
        aria-describedby={`${countId} ${attributes['aria-describedby']}`}
        data-drop-target={dropTarget || undefined}
        title={category.name}
        className="pr-14 data-[drop-target=true]:bg-primary/15 data-[drop-target=true]:ring-2 data-[drop-target=true]:ring-primary"
        onClick={() => onSelect(category.id)}
      >
        <Icon aria-hidden="true" />
        <span>{category.name}</span>
      </SidebarMenuButton>
      {/* Left of the menu button, which "Unsorted" lacks: all counts stay in one column. */}
      <SidebarMenuBadge id={countId} className="right-8">
        {count}
      </SidebarMenuBadge>
      {!category.isDefault && (
        <CollectionMenu category={category} onRename={onRename} onDelete={onDelete} />
      )}
    </SidebarMenuItem>
  );
}
