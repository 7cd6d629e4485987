import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from '../lib/stored';
import { INITIAL_SAVE_STATE, perform, type SaveContext, type SaveState } from './save-flow';

// The popup's requests against a stubbed fetch: what it sends, and what it ends up showing.

const connection: Connection = {
  baseUrl: 'http://vidshelf.test',
  token: 'vs_pat_secret',
  email: 'ada@example.com',
};
const URL_SAVED = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const collections = [
  { id: 'c-music', name: 'Music', isDefault: false, color: null, position: 'a0' },
  { id: 'c-unsorted', name: 'Unsorted', isDefault: true, color: null, position: 'a1' },
];
const video = (categoryId: string) => ({ id: 'v1', title: 'A video', categoryId, url: URL_SAVED });

type Answer = { status: number; body?: unknown } | 'network';
let answers: Answer[];
let requests: Array<{ method: string; url: string; auth: string | null; body: unknown }>;

beforeEach(() => {
  answers = [];
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({
      method: init.method ?? 'GET',
      url,
      auth: new Headers(init.headers).get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs one request from `state`, as the popup does, and returns the state it ends in. */
async function run(
  request: Parameters<typeof perform>[0],
  overrides: Partial<SaveContext> = {},
  state: SaveState = INITIAL_SAVE_STATE,
): Promise<SaveState> {
  let current = state;
  await perform(request, {
    connection,
    target: { url: URL_SAVED, title: 'A video - YouTube' },
    lastCollectionId: undefined,
    collections: state.collections,
    update: (patch) => (current = { ...current, ...patch }),
    ...overrides,
  });
  return current;
}

describe('opening the popup', () => {
  it('loads the collections and saves into the last chosen one, with the token', async () => {
    answers = [{ status: 200, body: { categories: collections, videos: [] } }];
    answers.push({ status: 201, body: video('c-music') });
    const state = await run({ kind: 'start' }, { lastCollectionId: 'c-music' });

    expect(requests).toEqual([
      {
        method: 'GET',
        url: 'http://vidshelf.test/api/library',
        auth: 'Bearer vs_pat_secret',
        body: undefined,
      },
      {
        method: 'POST',
        url: 'http://vidshelf.test/api/videos',
        auth: 'Bearer vs_pat_secret',
        body: { url: URL_SAVED, categoryId: 'c-music' },
      },
    ]);
    expect(state).toMatchObject({
      selectedId: 'c-music',
      busy: null,
      outcome: { kind: 'saved', collectionName: 'Music' },
      saved: { id: 'v1', categoryId: 'c-music' },
      failed: null,
    });
  });

  it('saves into Unsorted the first time', async () => {
    answers = [{ status: 200, body: { categories: collections, videos: [] } }];
    answers.push({ status: 201, body: video('c-unsorted') });
    const state = await run({ kind: 'start' });
    expect(state.outcome).toEqual({ kind: 'saved', collectionName: 'Unsorted' });
  });

  it('saves nothing for a page that cannot be saved, but shows the collections', async () => {
    answers = [{ status: 200, body: { categories: collections, videos: [] } }];
    const state = await run({ kind: 'start' }, { target: null });
    expect(requests).toHaveLength(1);
    expect(state).toMatchObject({ collections, outcome: { kind: 'cannot-save' }, busy: null });
  });

  it('keeps the load for Try again when Vidshelf cannot be reached', async () => {
    answers = ['network'];
    const state = await run({ kind: 'start' });
    expect(state).toMatchObject({
      busy: null,
      outcome: { kind: 'unreachable', baseUrl: 'http://vidshelf.test' },
      failed: { kind: 'start' },
    });
  });

  it('takes an answer of the wrong shape as not understood, without retrying', async () => {
    answers = [{ status: 200, body: { categories: [{ id: 1 }] } }];
    const state = await run({ kind: 'start' });
    expect(state.outcome).toMatchObject({ kind: 'error', retry: false });
    expect(state.failed).toBeNull();
  });
});

describe('after opening', () => {
  const loaded: SaveState = {
    ...INITIAL_SAVE_STATE,
    busy: null,
    collections,
    selectedId: 'c-unsorted',
  };

  it('saves again although the link is in the library, when asked', async () => {
    answers = [{ status: 201, body: video('c-unsorted') }];
    const state = await run(
      { kind: 'save', collectionId: 'c-unsorted', allowDuplicate: true },
      {},
      loaded,
    );
    expect(requests[0]?.body).toEqual({
      url: URL_SAVED,
      categoryId: 'c-unsorted',
      allowDuplicate: true,
    });
    expect(state.outcome).toEqual({ kind: 'saved', collectionName: 'Unsorted' });
  });

  it('moves the saved video to the top of the collection chosen', async () => {
    answers = [{ status: 200, body: video('c-music') }];
    const state = await run(
      { kind: 'move', video: video('c-unsorted'), collectionId: 'c-music' },
      {},
      loaded,
    );
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://vidshelf.test/api/videos/v1/move',
        auth: 'Bearer vs_pat_secret',
        body: { categoryId: 'c-music', afterId: null },
      },
    ]);
    expect(state).toMatchObject({
      outcome: { kind: 'moved', collectionName: 'Music' },
      saved: { categoryId: 'c-music' },
    });
  });

  it('keeps a failed move for Try again when the server was busy', async () => {
    answers = [
      { status: 503, body: { error: { code: 'database_unavailable', message: 'Busy.' } } },
    ];
    const move = { kind: 'move' as const, video: video('c-unsorted'), collectionId: 'c-music' };
    const state = await run(move, {}, loaded);
    expect(state).toMatchObject({ outcome: { kind: 'error', message: 'Busy.' }, failed: move });
  });
});
