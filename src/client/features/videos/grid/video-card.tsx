import { memo, useCallback, useId, useMemo } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Video } from '@shared/contracts/library';
import { embedOf } from '@shared/embed';
import { isHttpUrl } from '@shared/urls';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { videoDragId, type WholeList } from '@client/features/arrange';
import { cardShortcutOf, isForSomethingElse } from '../shortcuts/keys';
import { openInNewTab } from './open-url';
import { VideoCardActions } from './video-card-actions';
import { VideoCardContent } from './video-card-content';

export type CardBusy = 'saving' | 'deleting' | null;

/** What a card's actions do, one object for every card (stable, so memoized cards keep still). */
export interface VideoCardHandlers {
  onToggleWatched(video: Video): void;
  /**
   * Plays it in the app (docs/product/watch-later-and-player.md#player); offered only for the
   * videos the player knows.
   */
  onPlay(video: Video): void;
  /**
   * Plays it in the app from `seconds` in, a time its note names
   * (docs/product/watching.md#notes-that-jump-to-a-moment); offered only for the videos the player
   * knows, as Play is. Optional only until the library screen passes it.
   */
  playAt?(video: Video, seconds: number): void;
  onCopy(video: Video): void;
  onEdit(video: Video): void;
  onDelete(video: Video): void;
  /** Asks the video's site for its details again (docs/product/link-details.md#refresh-details). */
  onRefresh(video: Video): void;
  /**
   * Its checkbox was clicked (docs/product/bulk-actions.md); `range`: with Shift, from the last one
   * clicked.
   */
  onSelect(video: Video, range: boolean): void;
}

// A busy card is neither dragged nor dropped on: the server may not know it yet, or soon no more.
const BUSY = { draggable: true, droppable: true };

/**
 * One saved video (an article named by its title): image, title (a link to the video), channel,
 * date added; hover or focus shows its actions (a touch screen shows them under the text); a
 * middle click anywhere on it opens it in a new tab. While saving or deleting an overlay covers
 * it and its actions are gone. The whole card is the drag handle (docs/product/states.md): a mouse
 * or pen moved 8 px, a finger held 250 ms (a swipe still scrolls), or Space on the focused card; it
 * stays an article for assistive technology, and its own buttons keep their keys. Memoized: the
 * virtual grid renders again as the window scrolls, and only the cards coming into view need to.
 */
export const VideoCard = memo(function VideoCard({
  video,
  busy,
  selected,
  selecting,
  handlers,
  wholeList,
}: {
  video: Video;
  busy: CardBusy;
  /** Chosen for a bulk action (docs/product/bulk-actions.md). */
  selected: boolean;
  /** Some card is: every checkbox shows, not only on hover and focus. */
  selecting: boolean;
  handlers: VideoCardHandlers;
  /** The grid's cards, rendered or not: where this one stands among them when dropped. */
  wholeList: WholeList;
}) {
  const { onToggleWatched, onPlay, playAt, onEdit, onDelete, onSelect } = handlers;
  const titleId = useId();
  // Worked out again only when the video changes, not on every render dnd-kit's context causes.
  const link = useMemo(() => isHttpUrl(video.url), [video.url]);
  const embeddable = useMemo(() => embedOf(video) !== null, [video]);
  const openable = busy === null && link;
  const playable = busy === null && embeddable;
  const play = useCallback(() => onPlay(video), [onPlay, video]);
  const playFrom = useMemo(
    () => (playable ? (seconds: number) => playAt?.(video, seconds) : undefined),
    [playable, playAt, video],
  );
  const select = useCallback((range: boolean) => onSelect(video, range), [onSelect, video]);
  const sortable = useSortable({
    id: videoDragId(video.id),
    data: { kind: 'video', video, wholeList },
    disabled: busy === null ? undefined : BUSY,
    attributes: { role: 'article', roleDescription: 'draggable video' },
  });
  const { setNodeRef: setSortableNode, setActivatorNodeRef } = sortable;
  // One function for the card's life: a new one each render would detach and attach the node.
  const setNodeRef = useCallback(
    (node: HTMLElement | null) => {
      setSortableNode(node);
      // Keys only lift the card when it has focus itself, not one of its buttons.
      setActivatorNodeRef(node);
    },
    [setSortableNode, setActivatorNodeRef],
  );

  // A press in what the card opens over the page (its note, its menu) reaches it through React
  // though it is not on the card: only a press on the card itself may lift it.
  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.currentTarget.contains(event.target as Node))
      sortable.listeners?.onPointerDown?.(event);
  }
  function onMouseDown(event: MouseEvent) {
    // Middle button: no autoscroll cursor, the click below opens the link instead.
    if (event.button === 1 && openable) event.preventDefault();
  }
  // docs/product/keyboard-shortcuts.md: Enter opens, e edits, Delete deletes (with the confirmation
  // rule) the focused card, w marks it watched or not (docs/product/watch-later-and-player.md);
  // arrows are the grid's. Not its buttons' keys, nor during a drag.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const shortcut = cardShortcutOf(event.key);
    const mine = event.target === event.currentTarget && !isForSomethingElse(event);
    if (shortcut && mine && busy === null && !sortable.isDragging) {
      event.preventDefault();
      if (shortcut === 'open') openInNewTab(video.url);
      else if (shortcut === 'play') {
        if (playable) onPlay(video);
      } else if (shortcut === 'edit') onEdit(video);
      else if (shortcut === 'watched') onToggleWatched(video);
      else onDelete(video);
      return;
    }
    sortable.listeners?.onKeyDown?.(event);
  }
  function onAuxClick(event: MouseEvent) {
    if (event.button !== 1 || !openable) return;
    // A middle click on the open link itself is the browser's to handle.
    if (event.target instanceof Element && event.target.closest('a')) return;
    event.preventDefault();
    openInNewTab(video.url);
  }

  return (
    <article
      ref={setNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-labelledby={titleId}
      data-video-id={video.id}
      aria-busy={busy !== null || undefined}
      data-dragging={sortable.isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onMouseDown={onMouseDown}
      onAuxClick={onAuxClick}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
        // Touch (docs/product/phones-and-touch.md): a swipe scrolls (no double-tap zoom to wait
        // for), a long press lifts the card rather than selecting its text or opening iOS's link
        // and image callout.
        'touch-manipulation [-webkit-touch-callout:none] any-pointer-coarse:select-none',
        // The preview follows the pointer; the card left behind dims.
        sortable.isDragging && 'opacity-40',
        selected && 'ring-2 ring-primary',
      )}
    >
      {busy === null && (
        <SelectBox title={video.title} selected={selected} shown={selecting} onClick={select} />
      )}
      <VideoCardContent
        video={video}
        titleId={titleId}
        href={openable ? video.url : undefined}
        onPlay={playable ? play : undefined}
        onPlayAt={playFrom}
      />
      {busy === null ? (
        <VideoCardActions video={video} playable={playable} handlers={handlers} />
      ) : (
        <div className="absolute inset-0 grid place-items-center bg-background/70 backdrop-blur-[1px]">
          <Spinner
            tone="foreground"
            label={busy === 'deleting' ? 'Deleting...' : video.description}
          />
        </div>
      )}
    </article>
  );
});

/**
 * A card's checkbox (docs/product/bulk-actions.md), over the image's corner: shown on hover and
 * focus, and on every card while any is selected. A press on it never starts a drag. Memoized:
 * dnd-kit renders every rendered card again as new ones register (after each search key's results,
 * docs/product/large-libraries.md), and React sets a rendered input's name and type again each
 * time.
 */
const SelectBox = memo(function SelectBox({
  title,
  selected,
  shown,
  onClick,
}: {
  title: string;
  selected: boolean;
  shown: boolean;
  onClick(range: boolean): void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${title}`}
      checked={selected}
      // The click says whether Shift was held; the change alone would not.
      onChange={() => undefined}
      onClick={(event) => onClick(event.shiftKey)}
      onPointerDown={(event) => event.stopPropagation()}
      // Space and Enter are the box's own, not the card's (lift, open); Escape and the
      // shortcuts still reach the page.
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') event.stopPropagation();
      }}
      className={cn(
        'absolute top-2 left-2 z-10 size-5 cursor-pointer accent-primary',
        'opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100',
        'any-pointer-coarse:opacity-100',
        (shown || selected) && 'opacity-100',
      )}
    />
  );
});
