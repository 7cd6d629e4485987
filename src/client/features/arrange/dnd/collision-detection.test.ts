import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { collectionDragId, videoDragId } from '../items/drag-items';
import { aCollection, aVideo } from '@shared/test-support/library-test-data';
import { libraryCollisionDetection } from './collision-detection';

type Args = Parameters<CollisionDetection>[0];

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

const work = aCollection({ id: 'c2', name: 'Work' });
const music = aCollection({ id: 'c3', name: 'Music' });
const v1 = aVideo({ id: 'v1' });
const v2 = aVideo({ id: 'v2' });

// A sidebar with two collections, and a grid of two cards to its right.
const layout: [string, object, ClientRect][] = [
  [collectionDragId(work.id), { kind: 'collection', collection: work }, rect(0, 100, 200, 32)],
  [collectionDragId(music.id), { kind: 'collection', collection: music }, rect(0, 136, 200, 32)],
  [videoDragId(v1.id), { kind: 'video', video: v1 }, rect(300, 100, 200, 150)],
  [videoDragId(v2.id), { kind: 'video', video: v2 }, rect(520, 100, 200, 150)],
];
const droppableContainers = layout.map(
  ([id, data]) => ({ id, key: id, data: { current: data }, disabled: false }) as DroppableContainer,
);
const droppableRects = new Map(layout.map(([id, , box]) => [id, box]));

function collide(
  dragged: DroppableContainer,
  collisionRect: ClientRect,
  pointerCoordinates: Args['pointerCoordinates'],
  { panelOpen = false, withTab = false } = {},
) {
  const active = { id: dragged.id, data: dragged.data } as Args['active'];
  const args = {
    active,
    collisionRect,
    droppableContainers: withTab ? [...droppableContainers, tab] : droppableContainers,
    droppableRects: withTab ? new Map([...droppableRects, [tab.id, tabBox]]) : droppableRects,
    pointerCoordinates,
  };
  return libraryCollisionDetection(args as Args, { panelOpen }).map((collision) => collision.id);
}

// The phone's tab that opens the panel, at the left edge over the grid.
const tab = {
  id: 'sidebar-tab',
  key: 'sidebar-tab',
  data: { current: { kind: 'sidebar-tab' } },
  disabled: false,
} as unknown as DroppableContainer;
const tabBox = rect(300, 90, 44, 160);

const [workBox, , firstCard, secondCard] = droppableContainers;

describe('libraryCollisionDetection', () => {
  it('gives a dragged video the collection under the pointer first', () => {
    const cardOverSidebar = rect(0, 60, 200, 150);
    expect(collide(firstCard!, cardOverSidebar, { x: 50, y: 150 })[0]).toBe('collection:c3');
  });

  it('uses the card centre when dragged by keyboard (no pointer)', () => {
    expect(collide(firstCard!, rect(0, 70, 200, 150), null)[0]).toBe('collection:c3');
  });

  it('otherwise gives a dragged video the closest video', () => {
    expect(collide(firstCard!, rect(500, 100, 200, 150), { x: 600, y: 170 })[0]).toBe(
      videoDragId(v2.id),
    );
    expect(collide(secondCard!, rect(300, 100, 200, 150), { x: 400, y: 170 })[0]).toBe(
      videoDragId(v1.id),
    );
  });

  it('gives a dragged collection collections only, even over the grid', () => {
    const ids = collide(workBox!, rect(300, 140, 200, 32), { x: 400, y: 156 });
    expect(ids.every((id) => String(id).startsWith('collection:'))).toBe(true);
    expect(ids[0]).toBe('collection:c3');
  });

  it("gives a dragged video the phone's sidebar tab under the pointer before any card", () => {
    const ids = collide(
      firstCard!,
      rect(290, 100, 200, 150),
      { x: 320, y: 170 },
      { withTab: true },
    );
    expect(ids).toEqual(['sidebar-tab']);
    // Away from the tab, the closest card as before; a collection still comes first.
    expect(
      collide(firstCard!, rect(500, 100, 200, 150), { x: 600, y: 170 }, { withTab: true })[0],
    ).toBe(videoDragId(v2.id));
  });

  it("with the phone's panel open, gives a dragged video a collection or nothing", () => {
    expect(
      collide(firstCard!, rect(0, 60, 200, 150), { x: 50, y: 150 }, { panelOpen: true }),
    ).toEqual(['collection:c3']);
    // Over the grid behind the panel: no card to reorder with, no tab.
    expect(
      collide(
        firstCard!,
        rect(500, 100, 200, 150),
        { x: 600, y: 170 },
        { panelOpen: true, withTab: true },
      ),
    ).toEqual([]);
  });
});
