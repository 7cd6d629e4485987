import { describe, expect, it } from 'vitest';
import { isAuthError } from '@client/lib/auth';
import { failure, fakeFetch, json } from '@client/lib/auth/test-support/test-fetch';
import { createImportApi } from './import-api';
import { anImport } from './test-support/test-import';

describe('createImportApi', () => {
  it('sends the file as it is, named in the query, and returns the checked preview', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const api = createImportApi(fakeFetch(json(201, anImport()), seen));
    const file = new File(['<DL>'], 'My bookmarks & more.html', { type: 'text/html' });
    expect(await api.upload(file)).toEqual(anImport());
    expect(seen.url).toBe('/api/imports?fileName=My%20bookmarks%20%26%20more.html');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe(file);
    expect(seen.init?.headers).toEqual({ 'Content-Type': 'application/octet-stream' });
  });

  it('carries the server’s reason for a refused file', async () => {
    const message = 'This is a ZIP archive: unzip it first, then import the file inside.';
    const api = createImportApi(
      fakeFetch(json(400, { error: { code: 'import_file_invalid', message } })),
    );
    const error = await failure(api.upload(new File(['PK'], 'takeout.zip')));
    expect(isAuthError(error) && [error.code, error.message, error.fromServer]).toEqual([
      'import_file_invalid',
      message,
      true,
    ]);
  });

  it('starts into a collection, or the file’s (null)', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const api = createImportApi(fakeFetch(json(202, anImport({ status: 'running' })), seen));
    await api.start('abc', null);
    expect(seen.url).toBe('/api/imports/abc/start');
    expect(seen.init?.body).toBe('{"collectionId":null}');
  });

  it('reads the current import, and refuses an answer of another shape', async () => {
    expect(await createImportApi(fakeFetch(json(200, { import: null }))).current()).toBeNull();
    const error = await failure(createImportApi(fakeFetch(json(200, { import: 'x' }))).current());
    expect(isAuthError(error) && error.code).toBe('unexpected_response');
  });

  it('asks for a page of the report, filtered or not', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const api = createImportApi(fakeFetch(json(200, { items: [], nextAfter: null }), seen));
    await api.report('abc', { outcome: null, after: 0, limit: 100 });
    expect(seen.url).toBe('/api/imports/abc/items?after=0&limit=100');
    await api.report('abc', { outcome: 'over_limit', after: 100, limit: 100 });
    expect(seen.url).toBe('/api/imports/abc/items?after=100&limit=100&outcome=over_limit');
  });

  it('downloads the report under the name the server gives', async () => {
    const api = createImportApi(
      fakeFetch(
        () =>
          new Response('Entry\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="vidshelf-import-report-2026-11-25.csv"',
            },
          }),
      ),
    );
    const { file, fileName } = await api.reportFile('abc');
    expect(fileName).toBe('vidshelf-import-report-2026-11-25.csv');
    expect(await file.text()).toBe('Entry\n');
  });
});
