import { describe, expect, it } from 'vitest';
import { aCollection, aLibrary, aVideo } from '@shared/test-support/library-test-data';
import { createLibraryApi } from './library-api';
import type { AuthorizedFetch } from '@client/lib/auth';
import { isLibraryApiError, planLimitOf } from './library-api-error';

const UUID = '0f221403-1408-4e52-8d71-dd30954b0aaa';

function fakeFetch(status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}) {
  const fetch: AuthorizedFetch = async (url, init) => {
    seen.url = url;
    seen.init = init;
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
  return fetch;
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('createLibraryApi', () => {
  it('sends JSON and returns the checked answer', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const created = aCollection({ id: UUID, name: 'Work' });
    const api = createLibraryApi(fakeFetch(201, created, seen));
    expect(await api.createCollection('Work')).toEqual(created);
    expect(seen.url).toBe('/api/categories');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe('{"name":"Work"}');
    expect(seen.init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('asks what changed since the library it holds, and loads it whole when told to', async () => {
    const unsorted = aCollection({ id: UUID });
    const first = aVideo({ id: '1f221403-1408-4e52-8d71-dd30954b0aaa', categoryId: UUID });
    const second = aVideo({ id: '2f221403-1408-4e52-8d71-dd30954b0aaa', categoryId: UUID });
    const library = aLibrary([unsorted], [first, second]);
    const json = (body: unknown, init: ResponseInit) => new Response(JSON.stringify(body), init);
    const renamed = { ...second, title: 'Renamed' };
    const answers = [
      json(library, { status: 200, headers: { ETag: '"v1"' } }),
      new Response(null, { status: 304, headers: { ETag: '"v1"' } }),
      json(
        { categories: [unsorted], videos: [renamed], tags: [], deletedIds: [first.id] },
        { status: 200, headers: { ETag: '"v2"' } },
      ),
      json(
        { error: { code: 'reload_library', message: 'Too old.' } },
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      ),
      json(library, { status: 200 }),
      json(library, { status: 200 }),
    ];
    const sent: { url: string; headers: HeadersInit | undefined }[] = [];
    const api = createLibraryApi(async (url, init) => {
      sent.push({ url, headers: init?.headers });
      return answers.shift()!;
    });
    const loaded = await api.getLibrary();
    expect(loaded).toEqual(library);
    expect(await api.getLibrary()).toBe(loaded);
    expect(await api.getLibrary()).toEqual(aLibrary([unsorted], [renamed]));
    // Too old to catch up: the whole library, asked for at once.
    expect(await api.getLibrary()).toEqual(library);
    // An answer without an ETag: the next load asks for all of it.
    await api.getLibrary();
    expect(sent).toEqual([
      { url: '/api/library', headers: undefined },
      { url: '/api/library/changes', headers: { 'If-None-Match': '"v1"' } },
      { url: '/api/library/changes', headers: { 'If-None-Match': '"v1"' } },
      { url: '/api/library/changes', headers: { 'If-None-Match': '"v2"' } },
      { url: '/api/library', headers: undefined },
      { url: '/api/library', headers: undefined },
    ]);
  });

  it('keeps the library it holds when asking for changes fails otherwise', async () => {
    const library = aLibrary([aCollection({ id: UUID })], []);
    const answers = [
      new Response(JSON.stringify(library), { status: 200, headers: { ETag: '"v1"' } }),
      new Response(JSON.stringify({ error: { code: 'internal_error', message: 'Oops.' } }), {
        status: 500,
      }),
      new Response(null, { status: 304, headers: { ETag: '"v1"' } }),
    ];
    const api = createLibraryApi(async () => answers.shift()!);
    const loaded = await api.getLibrary();
    const error = await failure(api.getLibrary());
    expect(isLibraryApiError(error) && error.code).toBe('internal_error');
    expect(await api.getLibrary()).toBe(loaded);
  });

  it("turns the server's error body into a coded error, limitType included", async () => {
    const api = createLibraryApi(
      fakeFetch(403, {
        error: { code: 'plan_limit_reached', message: 'Full.', limitType: 'video' },
      }),
    );
    const error = await failure(api.createVideo({ url: 'https://a.example', categoryId: UUID }));
    expect(isLibraryApiError(error) && error.code).toBe('plan_limit_reached');
    expect(planLimitOf(error)).toBe('video');
  });

  it('sends allowDuplicate only when asked to save a link again', async () => {
    const saved = { ...aVideo(), id: UUID, categoryId: UUID };
    const seen: { url?: string; init?: RequestInit } = {};
    const api = createLibraryApi(fakeFetch(201, saved, seen));
    await api.createVideo({ url: 'https://a.example', categoryId: UUID });
    expect(seen.init?.body).toBe(`{"url":"https://a.example","categoryId":"${UUID}"}`);
    await api.createVideo({ url: 'https://a.example', categoryId: UUID, allowDuplicate: true });
    expect(seen.init?.body).toBe(
      `{"url":"https://a.example","categoryId":"${UUID}","allowDuplicate":true}`,
    );
  });

  it('refuses an answer of the wrong shape', async () => {
    const api = createLibraryApi(fakeFetch(200, { categories: 'nope' }));
    const error = await failure(api.getLibrary());
    expect(isLibraryApiError(error) && error.code).toBe('unexpected_response');
  });

  it('reports no answer as network_error and a 204 as success', async () => {
    const offline = createLibraryApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(offline.deleteVideo(UUID));
    expect(isLibraryApiError(error) && error.code).toBe('network_error');
    const seen: { url?: string } = {};
    await createLibraryApi(fakeFetch(204, undefined, seen)).deleteVideo(UUID);
    expect(seen.url).toBe(`/api/videos/${UUID}`);
  });

  it('restores a deleted video with a POST to its restore route, checking the answer', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const video = aVideo({ id: UUID });
    const api = createLibraryApi(fakeFetch(200, video, seen));
    expect(await api.restoreVideo(UUID)).toEqual(video);
    expect([seen.url, seen.init?.method]).toEqual([`/api/videos/${UUID}/restore`, 'POST']);
    const tooLate = createLibraryApi(
      fakeFetch(404, {
        error: { code: 'not_found', message: 'This video can no longer be restored.' },
      }),
    );
    const error = await failure(tooLate.restoreVideo(UUID));
    expect(isLibraryApiError(error) && [error.code, error.message]).toEqual([
      'not_found',
      'This video can no longer be restored.',
    ]);
  });

  it('is not fooled by an error page that is not JSON', async () => {
    const api = createLibraryApi(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure(api.checkLimits('category'));
    expect(isLibraryApiError(error) && error.status).toBe(502);
    expect(planLimitOf(error)).toBeNull();
  });
});
