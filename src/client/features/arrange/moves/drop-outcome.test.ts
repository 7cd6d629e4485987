import { describe, expect, it } from 'vitest';
import { collectionNode, renderedVideoNode, videoNode } from '../test-support/drag-test-nodes';
import { dropOutcome } from './drop-outcome';
import { aCollection, aVideo } from '@shared/test-support/library-test-data';

const unsorted = aCollection({ id: 'c1', name: 'Unsorted', isDefault: true });
const work = aCollection({ id: 'c2', name: 'Work' });
const music = aCollection({ id: 'c3', name: 'Music' });
const collections = [unsorted, work, music];
const v1 = aVideo({ id: 'v1', categoryId: 'c1' });
const v2 = aVideo({ id: 'v2', categoryId: 'c1' });
const v3 = aVideo({ id: 'v3', categoryId: 'c1' });
const videos = [v1, v2, v3];

describe('dropOutcome', () => {
  it('reorders collections, naming the one the dragged one now follows', () => {
    expect(
      dropOutcome(collectionNode(unsorted, collections), collectionNode(music, collections)),
    ).toEqual({
      type: 'reorderCollections',
      collection: unsorted,
      afterId: 'c3',
      index: 2,
      count: 3,
    });
    expect(
      dropOutcome(collectionNode(music, collections), collectionNode(unsorted, collections)),
    ).toEqual({ type: 'reorderCollections', collection: music, afterId: null, index: 0, count: 3 });
    expect(
      dropOutcome(collectionNode(work, collections), collectionNode(unsorted, collections)),
    ).toEqual({ type: 'reorderCollections', collection: work, afterId: null, index: 0, count: 3 });
  });

  it('moves a video to another collection, and ignores a drop on its own', () => {
    expect(dropOutcome(videoNode(v2, videos), collectionNode(work, collections))).toEqual({
      type: 'moveVideoToCollection',
      video: v2,
      collection: work,
    });
    expect(dropOutcome(videoNode(v2, videos), collectionNode(unsorted, collections))).toEqual({
      type: 'none',
    });
  });

  it('reorders videos within their collection', () => {
    expect(dropOutcome(videoNode(v1, videos), videoNode(v3, videos))).toEqual({
      type: 'reorderVideos',
      video: v1,
      afterId: 'v3',
      index: 2,
      count: 3,
    });
    expect(dropOutcome(videoNode(v3, videos), videoNode(v2, videos))).toMatchObject({
      afterId: 'v1',
      index: 1,
    });
  });

  it('places a card among the whole list when only some cards are rendered', () => {
    const whole = Array.from({ length: 300 }, (_, i) => aVideo({ id: `w${i}`, categoryId: 'c1' }));
    // The rendered rows 200–219, and the dragged card's row kept rendered far below them.
    const rendered = [...whole.slice(200, 220), ...whole.slice(290, 295)];
    const node = (index: number) => renderedVideoNode(whole[index]!, rendered, whole);
    expect(dropOutcome(node(292), node(200))).toEqual({
      type: 'reorderVideos',
      video: whole[292],
      afterId: 'w199',
      index: 200,
      count: 300,
    });
    expect(dropOutcome(node(200), node(219))).toMatchObject({ afterId: 'w219', index: 219 });
  });

  it('skips a placeholder still saving when naming the neighbour', () => {
    const placeholder = aVideo({ id: 'saving-1', categoryId: 'c1' });
    const list = [placeholder, v1, v2];
    expect(dropOutcome(videoNode(v2, list), videoNode(v1, list))).toMatchObject({
      type: 'reorderVideos',
      afterId: null,
      index: 1,
    });
  });

  it('does nothing on itself, on nothing, across kinds, or on a video of another collection', () => {
    expect(dropOutcome(videoNode(v1, videos), videoNode(v1, videos))).toEqual({ type: 'none' });
    expect(dropOutcome(videoNode(v1, videos), null)).toEqual({ type: 'none' });
    expect(dropOutcome(collectionNode(work, collections), videoNode(v1, videos))).toEqual({
      type: 'none',
    });
    const elsewhere = aVideo({ id: 'w1', categoryId: 'c2' });
    const mixed = [v1, elsewhere];
    expect(dropOutcome(videoNode(v1, mixed), videoNode(elsewhere, mixed))).toEqual({
      type: 'none',
    });
  });
});
