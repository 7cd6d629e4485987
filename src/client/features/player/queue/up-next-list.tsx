import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import type { Video } from '@shared/contracts/library';
import { Button } from '@client/components/ui/button';

/** An arrow key moves the lifted item by one row (its height and the list's 4 px gap). */
const byRow: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const id = context.active?.id;
  const step = (id === undefined ? undefined : context.droppableRects.get(id)?.height) ?? 36;
  if (event.code === 'ArrowDown')
    return { ...currentCoordinates, y: currentCoordinates.y + step + 4 };
  if (event.code === 'ArrowUp')
    return { ...currentCoordinates, y: currentCoordinates.y - step - 4 };
  return undefined;
};

/**
 * "Up next" (docs/product/watching.md#queue): the videos after the one playing, in the order they
 * will play. Each can be played now, moved (dragged by its handle, or with the keyboard: Space
 * lifts it, the arrows move it, Space drops it) or taken out of the queue.
 */
export function UpNextList({
  upcoming,
  onMove,
  onRemove,
  onPlay,
}: {
  upcoming: readonly Video[];
  onMove(from: number, to: number): void;
  onRemove(at: number): void;
  onPlay(at: number): void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byRow }),
  );
  const ids = upcoming.map((video) => video.id);
  // Said to screen readers in titles and places, not dnd-kit's default ids.
  const titleOf = (id: string | number) =>
    upcoming.find((video) => video.id === String(id))?.title ?? '';
  const place = (id: string | number | undefined) =>
    `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${titleOf(active.id)}”, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `“${titleOf(active.id)}” moved to ${place(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `“${titleOf(active.id)}” dropped at ${place(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving “${titleOf(active.id)}” was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  if (upcoming.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing else is queued.</p>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-1" aria-label="Up next">
          {upcoming.map((video, at) => (
            <UpNextItem
              key={video.id}
              video={video}
              onPlay={() => onPlay(at)}
              onRemove={() => onRemove(at)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function UpNextItem({
  video,
  onPlay,
  onRemove,
}: {
  video: Video;
  onPlay(): void;
  onRemove(): void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: video.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="flex items-center gap-1 rounded-md bg-background"
    >
      <Button
        ref={setActivatorNodeRef}
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 cursor-grab touch-none"
        aria-label={`Move “${video.title}”`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" />
      </Button>
      <button
        type="button"
        className="min-w-0 flex-1 cursor-pointer truncate rounded-sm px-1 py-1.5 text-left text-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        onClick={onPlay}
      >
        {video.title}
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={`Remove “${video.title}” from the queue`}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}
