import type { ApiRequest } from '@server/test-support/test-app';
import { readEvents, type EventReader } from '@server/test-support/event-reader';

type Fetcher = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/**
 * Opens GET /api/events for `token` on `app` (in-process, or over HTTP) and waits for its
 * `ready`; `lastEventId`, when given, is sent as Last-Event-ID.
 */
export async function openStream(
  app: Fetcher,
  token: string,
  lastEventId?: string,
): Promise<EventReader & { response: Response }> {
  const response = await app.request('/api/events', {
    headers: {
      Authorization: `Bearer ${token}`,
      ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
    },
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`GET /api/events: ${response.status} ${await response.text()}`);
  }
  const events = readEvents(response.body);
  await events.next((event) => event.event === 'ready');
  return { ...events, response };
}

/** The ETag of the user's library as a load now answers it: a version a tab holds. */
export async function libraryEtag(request: ApiRequest, token: string): Promise<string> {
  const res = await request('GET', '/api/library', { token });
  return res.headers.get('ETag')!;
}
