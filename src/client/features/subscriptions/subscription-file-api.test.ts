import { describe, expect, it } from 'vitest';
import { isAuthError } from '@client/lib/auth';
import {
  failure,
  fakeFetch,
  json,
  type SeenRequest,
} from '@client/lib/auth/test-support/test-fetch';
import {
  attachmentName,
  createSubscriptionFileApi,
  OPML_FILE_FALLBACK,
} from './subscription-file-api';

const file = new File(['Channel Id\nUCq8Wd1zX7kQp3nV5rT2yLmA\n'], 'subscriptions.csv', {
  type: 'text/csv',
});
const preview = {
  format: 'youtube_takeout_csv',
  entries: 1,
  alreadyFollowing: 0,
  new: 1,
  room: 1000,
  problems: [],
};
const report = {
  format: 'youtube_takeout_csv',
  followed: 1,
  alreadyFollowing: 0,
  skipped: 0,
  collectionName: 'Inbox',
  problems: [],
  results: [
    {
      source: 'line 2',
      title: 'UCq8Wd1zX7kQp3nV5rT2yLmA',
      url: 'https://www.youtube.com/channel/UCq8Wd1zX7kQp3nV5rT2yLmA',
      outcome: 'followed',
    },
  ],
};

describe('createSubscriptionFileApi', () => {
  it('sends the file as it is for the preview', async () => {
    const seen: SeenRequest = {};
    const api = createSubscriptionFileApi(fakeFetch(json(200, preview), seen));
    expect(await api.preview(file)).toEqual(preview);
    expect(seen.url).toBe('/api/subscriptions/import/preview');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.body).toBe(file);
    expect(new Headers(seen.init?.headers).get('Content-Type')).toBe('application/octet-stream');
  });

  it('sends it again to follow, with the collection picked or none (the Inbox)', async () => {
    const seen: SeenRequest = {};
    const api = createSubscriptionFileApi(fakeFetch(json(200, report), seen));
    expect(await api.importFile(file, null)).toEqual(report);
    expect(seen.url).toBe('/api/subscriptions/import');
    await api.importFile(file, '0b5c9a52-31a4-4f3e-9d1e-6d7a0e3c2f10');
    expect(seen.url).toBe(
      '/api/subscriptions/import?collectionId=0b5c9a52-31a4-4f3e-9d1e-6d7a0e3c2f10',
    );
    expect(seen.init?.body).toBe(file);
  });

  it('passes on the server’s refusal of a file', async () => {
    const message = 'This file is not text. Choose …';
    const api = createSubscriptionFileApi(
      fakeFetch(json(400, { error: { code: 'import_file_invalid', message } })),
    );
    const error = await failure(api.preview(file));
    expect(isAuthError(error) && error.code).toBe('import_file_invalid');
    expect(isAuthError(error) && error.message).toBe(message);
  });

  it('refuses an answer that is not the contract’s', async () => {
    const api = createSubscriptionFileApi(fakeFetch(json(200, { ...preview, entries: '1' })));
    const error = await failure(api.preview(file));
    expect(isAuthError(error)).toBe(true);
  });

  it('downloads the OPML under the name the server gives it', async () => {
    const seen: SeenRequest = {};
    const api = createSubscriptionFileApi(
      fakeFetch(
        () =>
          new Response('<opml/>', {
            status: 200,
            headers: {
              'Content-Disposition':
                'attachment; filename="vidshelf-subscriptions-2026-11-21.opml"',
            },
          }),
        seen,
      ),
    );
    const { file: opml, fileName } = await api.exportOpml();
    expect(seen.url).toBe('/api/subscriptions/export.opml');
    expect(await opml.text()).toBe('<opml/>');
    expect(fileName).toBe('vidshelf-subscriptions-2026-11-21.opml');
  });

  it('names the file itself when the answer does not, or names a path', () => {
    expect(attachmentName(null)).toBe(OPML_FILE_FALLBACK);
    expect(attachmentName('attachment; filename="../etc/passwd"')).toBe(OPML_FILE_FALLBACK);
    expect(attachmentName('attachment; filename=plain.opml')).toBe('plain.opml');
  });
});
