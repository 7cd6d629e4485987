import { describe, expect, it } from 'vitest';
import { dragAnnouncements, DRAG_ANNOUNCEMENTS } from './drag-announcements';
import { groupCarrying } from '../items/drag-group';
import { collectionNode, renderedVideoNode, videoNode } from '../test-support/drag-test-nodes';
import { aCollection, aVideo } from '@shared/test-support/library-test-data';

const unsorted = aCollection({ id: 'c1', name: 'Unsorted', isDefault: true });
const work = aCollection({ id: 'c2', name: 'Work' });
const collections = [unsorted, work];
const first = aVideo({ id: 'v1', title: 'First talk', categoryId: 'c1' });
const second = aVideo({ id: 'v2', title: 'Second talk', categoryId: 'c1' });
const videos = [first, second];
// dnd-kit passes the full Active and Over; the announcements read only id and data.
const as = <T>(node: unknown) => node as T;
type Args = Parameters<typeof DRAG_ANNOUNCEMENTS.onDragEnd>[0];
const args = (active: unknown, over: unknown): Args => ({ active: as(active), over: as(over) });

describe('drag announcements', () => {
  it('name the video by its title and the collection by its name', () => {
    expect(DRAG_ANNOUNCEMENTS.onDragStart({ active: as(videoNode(first, videos)) })).toBe(
      'Picked up video First talk.',
    );
    expect(DRAG_ANNOUNCEMENTS.onDragStart({ active: as(collectionNode(work, collections)) })).toBe(
      'Picked up collection Work.',
    );
  });

  it('count places over the whole list, not the rendered cards', () => {
    const whole = Array.from({ length: 10_000 }, (_, i) =>
      aVideo({ id: `w${i}`, title: `Talk ${i}`, categoryId: 'c1' }),
    );
    const rendered = whole.slice(9_990);
    const node = (index: number) => renderedVideoNode(whole[index]!, rendered, whole);
    expect(DRAG_ANNOUNCEMENTS.onDragOver(args(node(9_999), node(9_997)))).toBe(
      'Video Talk 9999 is over position 9998 of 10000.',
    );
    expect(DRAG_ANNOUNCEMENTS.onDragEnd(args(node(9_999), node(9_997)))).toBe(
      'Video Talk 9999 was moved to position 9998 of 10000.',
    );
  });

  it('say where a video is over', () => {
    const video = videoNode(first, videos);
    expect(DRAG_ANNOUNCEMENTS.onDragOver(args(video, collectionNode(work, collections)))).toBe(
      'Video First talk is over collection Work.',
    );
    expect(DRAG_ANNOUNCEMENTS.onDragOver(args(video, collectionNode(unsorted, collections)))).toBe(
      'Video First talk is over its own collection Unsorted.',
    );
    expect(DRAG_ANNOUNCEMENTS.onDragOver(args(video, videoNode(second, videos)))).toBe(
      'Video First talk is over position 2 of 2.',
    );
    expect(DRAG_ANNOUNCEMENTS.onDragOver(args(video, null))).toBe(
      'Video First talk is not over a place to drop it.',
    );
  });

  it("say what holding a video over the phone's Collections tab does", () => {
    const tab = { id: 'sidebar-tab', data: { current: { kind: 'sidebar-tab' } } };
    expect(DRAG_ANNOUNCEMENTS.onDragOver(args(videoNode(first, videos), tab))).toBe(
      'Video First talk is over the Collections tab. Hold it there to open the sidebar.',
    );
    // Dropped there, it stays where it was.
    expect(DRAG_ANNOUNCEMENTS.onDragEnd(args(videoNode(first, videos), tab))).toBe(
      'Video First talk was dropped where it was.',
    );
  });

  it('say what the drop did, or that moving was cancelled', () => {
    const video = videoNode(first, videos);
    expect(DRAG_ANNOUNCEMENTS.onDragEnd(args(video, collectionNode(work, collections)))).toBe(
      'Video First talk was moved to collection Work.',
    );
    expect(DRAG_ANNOUNCEMENTS.onDragEnd(args(video, videoNode(second, videos)))).toBe(
      'Video First talk was moved to position 2 of 2.',
    );
    expect(
      DRAG_ANNOUNCEMENTS.onDragEnd(
        args(collectionNode(work, collections), collectionNode(unsorted, collections)),
      ),
    ).toBe('Collection Work was moved to position 1 of 2.');
    expect(DRAG_ANNOUNCEMENTS.onDragEnd(args(video, null))).toBe(
      'Video First talk was dropped where it was.',
    );
    expect(DRAG_ANNOUNCEMENTS.onDragCancel(args(video, null))).toBe('Moving was cancelled.');
  });

  it('name the whole selection when the drag carries it, and the card alone otherwise', () => {
    const video = videoNode(first, videos);
    const carrying = dragAnnouncements(() => 3);
    expect(carrying.onDragStart({ active: as(video) })).toBe(
      'Picked up video First talk and 2 other selected videos.',
    );
    expect(carrying.onDragEnd(args(video, collectionNode(work, collections)))).toBe(
      '3 selected videos were moved to collection Work.',
    );
    // A reorder in the grid moves the card in hand only.
    expect(carrying.onDragEnd(args(video, videoNode(second, videos)))).toBe(
      'Video First talk was moved to position 2 of 2.',
    );
    expect(dragAnnouncements(() => 1).onDragStart({ active: as(video) })).toBe(
      'Picked up video First talk.',
    );
  });
});

describe('groupCarrying', () => {
  const move = () => undefined;
  it('carries the selection when it holds the dragged card and another', () => {
    const group = { ids: ['v1', 'v2'], move };
    expect(groupCarrying(group, 'v2')).toBe(group);
    expect(groupCarrying(group, 'v3')).toBeNull();
    expect(groupCarrying({ ids: ['v1'], move }, 'v1')).toBeNull();
    expect(groupCarrying(null, 'v1')).toBeNull();
  });
});
