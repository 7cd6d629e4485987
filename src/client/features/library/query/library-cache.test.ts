import { describe, expect, it } from 'vitest';
import { countByCollection } from '../view/counts';
import {
  addVideoFirst,
  appendCollection,
  replaceCollection,
  applyUpdatedVideo,
  removeCollection,
  removeVideo,
  replaceVideo,
} from './library-cache';
import { isPlaceholderId, makePlaceholderVideo, PLACEHOLDER_TEXT } from './placeholder-video';
import { aCollection, aLibrary, aVideo } from './test-data';

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

  it('shows the placeholder first, with SPEC §3 texts, and counts it', () => {
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
