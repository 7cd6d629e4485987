import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { Video } from '@shared/contracts/library';
import { recordIdOf, useActiveDragId, videoDragId, wholeListOf } from '@client/features/arrange';
import { isPlaceholderId } from '@client/features/library';
import { columnsForWidth } from './grid-columns';
import { focusWhenInView } from '../focus/focus-card';
import { isForSomethingElse, nextCardIndex } from '../shortcuts/keys';
import { cellSlots } from './cell-slots';
import { useFocusFollowingVideo } from './use-focus-following-video';
import { useGridBox } from './use-grid-box';
import { rowSizes as learnRowSizes } from './row-sizes';
import { rowSlots } from './row-slots';
import { useRenderedIds } from './use-rendered-ids';
import { VideoCard, type VideoCardHandlers } from './video-card';

// Rows rendered beyond the window's edges, so the next cards are there before they scroll in
// (or before Tab reaches them). One, a row's height, more than a fling moves in a frame: each row
// kept is created again on every frame of a fast scroll, and its garbage paused frames
// (docs/decisions/0102-one-row-beyond-the-window.md).
const OVERSCAN_ROWS = 1;
// A card's text under its 16:9 image (title, channel, date, padding): a first guess only, each
// row is measured once rendered.
const CARD_TEXT_ESTIMATE_PX = 110;
// On a touch screen the card's actions are a row of 32 px buttons under its text
// (video-card-actions.tsx).
const TOUCH_ACTIONS_ESTIMATE_PX = 30;

const dragIdOf = (video: Video) => videoDragId(video.id);

// Row elements' measuring refs kept at most: the rendered rows' and those rendered lately.
const MEASURE_REFS_KEPT = 64;

/**
 * A measuring ref per row index, the same one each render: React calls a ref again only when it
 * changes, and a row element reused for another index (decision 0104) must be measured as that
 * row, which a single ref for every row never was.
 */
function measureRefsOf(virtualizer: Virtualizer<Window, Element>) {
  const refs = new Map<number, (element: Element | null) => void>();
  return {
    of(index: number) {
      let ref = refs.get(index);
      if (!ref) {
        ref = (element) => {
          // The virtualizer keeps each row's element by the row's key: one reused for this row
          // is forgotten under the row it drew before, whose next element would otherwise stop
          // it being observed.
          if (element) {
            for (const [key, cached] of virtualizer.elementsCache) {
              if (cached === element) virtualizer.elementsCache.delete(key);
            }
          }
          virtualizer.measureElement(element);
        };
        refs.set(index, ref);
        // A Map iterates in insertion order: the first key is the oldest.
        const oldest = refs.keys().next();
        if (refs.size > MEASURE_REFS_KEPT && !oldest.done) refs.delete(oldest.value);
      }
      return ref;
    },
  };
}
const idOf = (video: Video) => video.id;

/**
 * The cards, 1 to 5 columns (docs/product/screens-and-routes.md) by the width of the content area,
 * not the window. Only the rows near the window are rendered
 * (docs/decisions/0020-virtualized-grid.md); the list tells assistive technology each card's place
 * among all. Cards reorder by drag and drop, except in search results, which mix collections: there
 * a card can still be dragged, to a sidebar collection. A video being opened (`/?video=<id>`) is
 * scrolled to and its card focused.
 */
export function VideoGrid({
  videos,
  readOnly = false,
  reorderable,
  deletingIds,
  selectedIds,
  opening,
  onOpened,
  handlers,
}: {
  videos: readonly Video[];
  /**
   * Shown, not acted on: the first screen of the local copy (decision 0060), painted before the
   * whole library is read. Nothing in it takes a click, a key or a drag until then.
   */
  readOnly?: boolean;
  reorderable: boolean;
  deletingIds: ReadonlySet<string>;
  /** The cards chosen for a bulk action (docs/product/bulk-actions.md). */
  selectedIds: ReadonlySet<string>;
  /** The id of the video to bring into view and focus, once it is among `videos`. */
  opening: string | null;
  /** Its card is focused (or could not be): `opening` is done. */
  onOpened(): void;
  handlers: VideoCardHandlers;
}) {
  // dnd-kit holds only the rendered cards (docs/product/large-libraries.md); a drop's place is read
  // among all of them.
  const wholeList = useMemo(() => wholeListOf(videos, dragIdOf), [videos]);
  const list = useRef<HTMLDivElement>(null);
  const box = useGridBox(list);
  const columns = columnsForWidth(box.width, box.remPx);
  const gap = box.remPx; // gap-4
  const columnWidth = (box.width - gap * (columns - 1)) / columns;
  const rowGuess = useMemo(() => {
    const touch = window.matchMedia('(hover: none)').matches;
    return (columnWidth * 9) / 16 + CARD_TEXT_ESTIMATE_PX + (touch ? TOUCH_ACTIONS_ESTIMATE_PX : 0);
  }, [columnWidth]);
  const [rowSizes] = useState(learnRowSizes);

  // The dragged card's row stays rendered wherever the drag scrolls to: dnd-kit keeps
  // measuring it, and the keyboard drag's focus comes back to it after the drop.
  const activeId = useActiveDragId() ?? undefined;
  const activeRow = useMemo(() => {
    if (activeId === undefined) return null;
    const id = recordIdOf(activeId);
    const index = videos.findIndex((video) => video.id === id);
    return index < 0 ? null : Math.floor(index / columns);
  }, [activeId, videos, columns]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      if (activeRow === null || rows.includes(activeRow)) return rows;
      return [...rows, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(videos.length / columns),
    estimateSize: () => rowSizes.estimate(columnWidth, rowGuess),
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      rowSizes.add(columnWidth, size);
      return size;
    },
    overscan: OVERSCAN_ROWS,
    gap,
    scrollMargin: box.top,
    rangeExtractor,
  });
  const rows = virtualizer.getVirtualItems();
  const [measureRefs] = useState(() => measureRefsOf(virtualizer));
  const items = useRenderedIds(rows, videos, columns, activeId !== undefined);
  // Each rendered row's key, and its videos with the key of the cell each is drawn in: a row new
  // to the window reuses the element of one that left it (decision 0104), a card new to a row the
  // cell of one that left it (decision 0073).
  const [rowKeysOf] = useState(rowSlots);
  const [slots] = useState(cellSlots);
  // While the window scrolls, a reused row element stays where it stands in the page, drawn at its
  // new row's place; at rest, and whenever the focus is among the cards, the rows stand in their
  // order, which is Tab's and a screen reader's (decision 0105).
  const [focusInside, setFocusInside] = useState(false);
  const keepPlaces = virtualizer.isScrolling && !focusInside;
  const placement = useMemo(
    () =>
      rowKeysOf.assign(
        rows.map((row) => row.index),
        keepPlaces,
      ),
    [rowKeysOf, rows, keepPlaces],
  );
  const rowCells = useMemo(() => {
    const rowVideos = rows.map((row) =>
      videos.slice(row.index * columns, (row.index + 1) * columns),
    );
    const keys = slots.assign(
      rows.map((row, i) => ({ index: row.index, ids: (rowVideos[i] ?? []).map(idOf) })),
    );
    return rowVideos.map((cells, i) =>
      cells.map((video, column) => ({ video, key: keys[i]?.[column] ?? column })),
    );
  }, [slots, rows, videos, columns]);
  const followFocus = useFocusFollowingVideo(list);

  // Its row is scrolled to the window's middle (the rows between are measured as they come),
  // then its card, rendered by then, is focused.
  const openingIndex = opening === null ? -1 : videos.findIndex((video) => video.id === opening);
  const measured = box.width > 0;
  useEffect(() => {
    if (openingIndex < 0 || !measured) return;
    virtualizer.scrollToIndex(Math.floor(openingIndex / columns), { align: 'center' });
    return focusWhenInView(
      () =>
        list.current?.querySelector<HTMLElement>(`[aria-posinset="${openingIndex + 1}"] > article`),
      onOpened,
    );
  }, [openingIndex, measured, columns, virtualizer, onOpened]);

  // docs/product/keyboard-shortcuts.md: the arrow keys, Home and End move the focus between cards,
  // scrolling the one they reach into view (it may not be rendered yet); not while a card is
  // dragged by the keyboard.
  const cancelFocus = useRef<() => void>(undefined);
  useEffect(() => () => cancelFocus.current?.(), []);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const card = event.target;
    if (activeId !== undefined || isForSomethingElse(event)) return;
    if (!(card instanceof HTMLElement) || card.tagName !== 'ARTICLE') return;
    const index = Number(card.parentElement?.getAttribute('aria-posinset')) - 1;
    const next = nextCardIndex(event.key, index, videos.length, columns);
    if (next === null) return;
    event.preventDefault();
    virtualizer.scrollToIndex(Math.floor(next / columns));
    cancelFocus.current?.();
    cancelFocus.current = focusWhenInView(
      () => list.current?.querySelector<HTMLElement>(`[aria-posinset="${next + 1}"] > article`),
      () => undefined,
    );
  }

  return (
    <SortableContext
      id="videos"
      items={items}
      strategy={rectSortingStrategy}
      disabled={{ draggable: false, droppable: !reorderable }}
    >
      <div
        ref={list}
        role="list"
        inert={readOnly}
        aria-busy={readOnly || undefined}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          followFocus(event);
          setFocusInside(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
        }}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {placement.order.map((rowIndex) => {
          const row = rows[rowIndex];
          if (!row) return null;
          return (
            <div
              key={placement.keys[rowIndex] ?? row.key}
              ref={measureRefs.of(row.index)}
              data-index={row.index}
              role="none"
              // Contained: a row's layout and paint never reach beyond it, so a scroll that
              // replaces rows costs only theirs.
              className="absolute top-0 left-0 grid w-full gap-4 [contain:layout_paint_style]"
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {rowCells[rowIndex]?.map(({ video, key }, column) => (
                <div
                  key={key}
                  role="listitem"
                  aria-setsize={videos.length}
                  aria-posinset={row.index * columns + column + 1}
                >
                  <VideoCard
                    video={video}
                    busy={
                      isPlaceholderId(video.id)
                        ? 'saving'
                        : deletingIds.has(video.id)
                          ? 'deleting'
                          : null
                    }
                    selected={selectedIds.has(video.id)}
                    selecting={selectedIds.size > 0}
                    handlers={handlers}
                    wholeList={wholeList}
                  />
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </SortableContext>
  );
}
