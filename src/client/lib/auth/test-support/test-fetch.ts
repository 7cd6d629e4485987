import type { AuthorizedFetch } from '../checked-api';

/** What a fake fetch was last called with. */
export interface SeenRequest {
  url?: string;
  init?: RequestInit;
}

/** For API-client tests: a fetch that answers `response()` and notes the request in `seen`. */
export function fakeFetch(response: () => Response, seen: SeenRequest = {}): AuthorizedFetch {
  return async (url, init) => {
    seen.url = url;
    seen.init = init;
    return response();
  };
}

/** An answer with this status and JSON body, made fresh per call. */
export const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What `promise` rejected with; throws if it resolved. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}
