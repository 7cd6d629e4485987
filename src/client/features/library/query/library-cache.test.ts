import { describe, expect, it } from 'vitest';
import { countByCollection } from '@client/features/browse';
import {
  addVideoFirst,
  appendCollection,
  replaceCollection,
  applyUpdatedVideo,
  insertVideoInOrder,
  removeCollection,
  removeVideo,
  replaceVideo,
} from './library-cache';
import { isPlaceholderId, makePlaceholderVideo, PLACEHOLDER_TEXT } from './placeholder-video';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';

const unsorted = aCollection({ id: 'c1', name: 'Unsorted', isDefault: true });
const work = aCollection({ id: 'c2', name: 'Work', position: 'a1' });
const v1 = aVideo({ id: 'v1', categoryId: 'c1' });
const v2 = aVideo({ id: 'v2', categoryId: 'c2' });
const library = aLibrary([unsorted, work], [v1, v2]);
const ids = (lib: { videos: { id: string }[] }) => lib.videos.map((video) => video.id);

describe('optimistic add', () => {
  const placeholder = makePlaceholderVideo({
    tempId: 't1',
    url: 'https://example.com/x',
    categoryId: 'c2',
    now: new Date('2024-01-01T00:00:00Z'),
  });

  it('shows the placeholder first, with the texts of docs/product/entities.md, and counts it', () => {
    expect(placeholder).toMatchObject(PLACEHOLDER_TEXT);
    expect(isPlaceholderId(placeholder.id)).toBe(true);
    expect(isPlaceholderId('v1')).toBe(false);
    const added = addVideoFirst(library, placeholder);
    expect(ids(added)).toEqual([placeholder.id, 'v1', 'v2']);
    expect(countByCollection(added.videos).get('c2')).toBe(2);
  });

  it('puts the saved record where the placeholder was', () => {
    const saved = aVideo({ id: 'v3', categoryId: 'c2' });
    const replaced = replaceVideo(addVideoFirst(library, placeholder), placeholder.id, saved);
    expect(ids(replaced)).toEqual(['v3', 'v1', 'v2']);
  });

  it('still adds the record after a reload dropped the placeholder, but never twice', () => {
    const saved = aVideo({ id: 'v3', categoryId: 'c2' });
    expect(ids(replaceVideo(library, placeholder.id, saved))).toEqual(['v3', 'v1', 'v2']);
    const reloaded = aLibrary([unsorted, work], [saved, v1, v2]);
    expect(replaceVideo(reloaded, placeholder.id, saved)).toBe(reloaded);
    const collectionGone = aLibrary([unsorted], [v1]);
    expect(replaceVideo(collectionGone, placeholder.id, saved)).toBe(collectionGone);
  });

  it('rolls back by removing the placeholder alone', () => {
    const added = addVideoFirst(library, placeholder);
    const meanwhile = removeVideo(added, 'v1');
    expect(ids(removeVideo(meanwhile, placeholder.id))).toEqual(['v2']);
    expect(countByCollection(removeVideo(added, placeholder.id).videos).get('c2')).toBe(1);
  });
});

describe('video edits and deletes', () => {
  it('updates in place when the collection stays', () => {
    const edited = { ...v2, title: 'New title' };
    const next = applyUpdatedVideo(library, edited);
    expect(ids(next)).toEqual(['v1', 'v2']);
    expect(next.videos[1]!.title).toBe('New title');
  });

  it('moves a video first into its new collection, adjusting both counts', () => {
    const moved = { ...v1, categoryId: 'c2' };
    const next = applyUpdatedVideo(library, moved);
    expect(ids(next)).toEqual(['v1', 'v2']);
    expect(next.videos.filter((v) => v.categoryId === 'c2').map((v) => v.id)).toEqual(['v1', 'v2']);
    const counts = countByCollection(next.videos);
    expect(counts.get('c1')).toBeUndefined();
    expect(counts.get('c2')).toBe(2);
  });

  it('ignores an edit or delete of a video that is gone', () => {
    expect(applyUpdatedVideo(library, aVideo({ id: 'nope' }))).toBe(library);
    expect(removeVideo(library, 'nope')).toBe(library);
  });
});

describe('collections', () => {
  it('appends a new collection once', () => {
    const music = aCollection({ id: 'c3', name: 'Music' });
    const next = appendCollection(library, music);
    expect(next.categories.map((c) => c.name)).toEqual(['Unsorted', 'Work', 'Music']);
    expect(appendCollection(next, music)).toBe(next);
  });

  it('renames in place', () => {
    const next = replaceCollection(library, { ...work, name: 'Jobs' });
    expect(next.categories.map((c) => c.name)).toEqual(['Unsorted', 'Jobs']);
  });

  it('deletes a collection with its videos', () => {
    const next = removeCollection(library, 'c2');
    expect(next.categories.map((c) => c.id)).toEqual(['c1']);
    expect(ids(next)).toEqual(['v1']);
  });
});

describe('a restored video (undo of a delete)', () => {
  // Work's videos interleaved with Unsorted's, as GET /api/library orders them by key.
  const w1 = aVideo({ id: 'w1', categoryId: 'c2', position: 'a1' });
  const u1 = aVideo({ id: 'u1', categoryId: 'c1', position: 'a2' });
  const w3 = aVideo({ id: 'w3', categoryId: 'c2', position: 'a3' });
  const shown = aLibrary([unsorted, work], [w1, u1, w3]);
  const workIds = (lib: typeof shown) =>
    lib.videos.filter((video) => video.categoryId === 'c2').map((video) => video.id);

  it('goes back between the videos of its collection that its key falls between', () => {
    const w2 = aVideo({ id: 'w2', categoryId: 'c2', position: 'a2' });
    expect(workIds(insertVideoInOrder(shown, w2))).toEqual(['w1', 'w2', 'w3']);
  });

  it('goes first or last of its collection when its key is the smallest or largest', () => {
    const first = aVideo({ id: 'w0', categoryId: 'c2', position: 'a0' });
    const last = aVideo({ id: 'w4', categoryId: 'c2', position: 'a4' });
    expect(workIds(insertVideoInOrder(shown, first))).toEqual(['w0', 'w1', 'w3']);
    expect(ids(insertVideoInOrder(shown, last))).toEqual(['w1', 'u1', 'w3', 'w4']);
  });

  it('is the only one of an empty collection, and counts again', () => {
    const back = aVideo({ id: 'u9', categoryId: 'c1', position: 'a5' });
    const empty = aLibrary([unsorted, work], [w1, w3]);
    const next = insertVideoInOrder(empty, back);
    expect(ids(next)).toEqual(['w1', 'w3', 'u9']);
    expect(countByCollection(next.videos).get('c1')).toBe(1);
  });

  it('is not shown twice, nor in a collection that is gone', () => {
    expect(insertVideoInOrder(shown, w1)).toBe(shown);
    const orphan = aVideo({ id: 'x', categoryId: 'gone' });
    expect(insertVideoInOrder(shown, orphan)).toBe(shown);
  });
});
