import * as v from 'valibot';
import { errorFromResponse, networkError, unexpectedResponse } from './errors';

/** fetch with the signed-in user's token (the auth client's fetchWithAuth). */
export type AuthorizedFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * How a feature calls its part of the API: every failure is an AuthError carrying the server's
 * code and message (or saying the network failed); every JSON answer is checked against its
 * contract's generated check. A text body is sent as JSON unless the call names its type.
 */
export function checkedApi(fetchWithAuth: AuthorizedFetch) {
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const json = typeof init.body === 'string' && !new Headers(init.headers).has('Content-Type');
    let response: Response;
    try {
      response = await fetchWithAuth(
        path,
        json ? { ...init, headers: { 'Content-Type': 'application/json' } } : init,
      );
    } catch (cause) {
      throw networkError(cause);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  async function json<T>(schema: v.GenericSchema<T>, path: string, init?: RequestInit) {
    const response = await send(path, init);
    const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
    if (!parsed.success) throw unexpectedResponse(response.status, parsed.issues);
    return parsed.output;
  }

  return { send, json };
}
