import { SessionSchema, type Credentials, type Session } from '@shared/contracts/auth';

// The server's auth API called from Node, as another client would: to set up users fast and to
// check what the server thinks of tokens the browser holds or held.

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function signUpViaApi(serverUrl: string, credentials: Credentials): Promise<Session> {
  const response = await post(`${serverUrl}/api/auth/signup`, credentials);
  if (response.status !== 201) {
    throw new Error(`Sign-up failed (${response.status}): ${await response.text()}`);
  }
  return SessionSchema.parse(await response.json());
}

/** The HTTP status of POST /api/auth/signup: 201 when the account was created. */
export async function signUpStatus(serverUrl: string, credentials: Credentials): Promise<number> {
  const response = await post(`${serverUrl}/api/auth/signup`, credentials);
  await response.body?.cancel();
  return response.status;
}

/** The HTTP status of GET /api/auth/user with this access token: 200 while the session lives. */
export async function userStatus(serverUrl: string, accessToken: string): Promise<number> {
  const response = await fetch(`${serverUrl}/api/auth/user`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  await response.body?.cancel();
  return response.status;
}

/** The HTTP status of POST /api/auth/refresh with this refresh token. */
export async function refreshStatus(serverUrl: string, refreshToken: string): Promise<number> {
  const response = await post(`${serverUrl}/api/auth/refresh`, { refresh_token: refreshToken });
  await response.body?.cancel();
  return response.status;
}

export async function signInViaApi(serverUrl: string, credentials: Credentials): Promise<Session> {
  const response = await post(`${serverUrl}/api/auth/signin`, credentials);
  if (response.status !== 200) {
    throw new Error(`Sign-in failed (${response.status}): ${await response.text()}`);
  }
  return SessionSchema.parse(await response.json());
}
