import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { createAuthClient } from './auth-client';
import type { AuthClient } from './auth-client';
import { memoryStorage } from './session-store';
import type { AuthChangeEvent, Session, StorageChange, StorageLike, User } from './types';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const KEY = STORAGE_KEYS.session;

const ADA: User = {
  id: '0b6f5c3e-8f8a-4c1e-9a57-3f1f4a2b9c11',
  email: 'ada@example.com',
  display_name: null,
  created_at: '2024-12-01T09:30:00.000Z',
};
const GRACE: User = {
  ...ADA,
  id: '5d0c7c1a-2b43-4f0e-8a0e-6b2f7f1d3e22',
  email: 'grace@example.com',
};

let serial = 0;
function makeSession(expiresInSeconds: number, user: User = ADA): Session {
  serial += 1;
  return {
    access_token: `access-${serial}`,
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    refresh_token: `refresh-${serial}`,
    user,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function apiError(status: number, code: string, message = code, extra: object = {}): Response {
  return json(status, { error: { code, message, ...extra } });
}

interface Call {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
  /** Milliseconds since the test began. */
  at: number;
}

type Route = (call: Call) => Response | Promise<Response>;

interface SetupOptions {
  stored?: Session | string;
  routes?: Record<string, Route>;
  autoRefreshToken?: boolean;
  subscribe?: boolean;
}

/** A client on fake storage, fetch, timers and tabs, with a small fake of the auth API. */
function setup(options: SetupOptions = {}) {
  const storage: StorageLike = memoryStorage();
  if (typeof options.stored === 'string') storage.setItem(KEY, options.stored);
  else if (options.stored) storage.setItem(KEY, JSON.stringify(options.stored));

  const routes: Record<string, Route> = {
    'POST /api/auth/refresh': () => json(200, makeSession(3600)),
    'POST /api/auth/signout': () => new Response(null, { status: 204 }),
    ...options.routes,
  };
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const call: Call = {
      method,
      url,
      authorization: new Headers(init.headers).get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      at: Date.now() - NOW,
    };
    calls.push(call);
    const route = routes[`${method} ${url}`];
    if (!route) return apiError(404, 'not_found');
    return route(call);
  });

  let tabListener: ((change: StorageChange) => void) | null = null;
  const logger = { error: vi.fn() };
  const client = createAuthClient({
    storage,
    fetch,
    logger,
    autoRefreshToken: options.autoRefreshToken ?? true,
    subscribeToStorage: (listener) => {
      tabListener = listener;
      return () => {
        tabListener = null;
      };
    },
  });
  clients.push(client);

  const events: [AuthChangeEvent, Session | null][] = [];
  if (options.subscribe ?? true) client.onAuthStateChange((event, s) => events.push([event, s]));

  /** What another tab does to storage, and the `storage` event this tab then gets. */
  const otherTab = {
    store(session: Session) {
      const value = JSON.stringify(session);
      storage.setItem(KEY, value);
      tabListener?.({ key: KEY, newValue: value });
    },
    remove() {
      storage.removeItem(KEY);
      tabListener?.({ key: KEY, newValue: null });
    },
    clear() {
      storage.removeItem(KEY);
      tabListener?.({ key: null, newValue: null });
    },
    change(key: string, value: string) {
      storage.setItem(key, value);
      tabListener?.({ key, newValue: value });
    },
  };

  const stored = () => {
    const raw = storage.getItem(KEY);
    return raw === null ? null : (JSON.parse(raw) as Session);
  };
  const callsTo = (path: string) => calls.filter((call) => call.url === path);

  return { client, storage, calls, callsTo, events, logger, otherTab, stored };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const clients: AuthClient[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.useRealTimers();
});

describe('restoring the session', () => {
  it('restores a stored session without asking the server', async () => {
    const session = makeSession(3600);
    const t = setup({ stored: session });

    expect(await t.client.initialize()).toEqual({ error: null });

    expect(t.events).toEqual([['INITIAL_SESSION', session]]);
    expect((await t.client.getSession()).session).toEqual(session);
    expect(t.calls).toEqual([]);
  });

  it('reports no session when nothing is stored', async () => {
    const t = setup();
    await t.client.initialize();
    expect(t.events).toEqual([['INITIAL_SESSION', null]]);
  });

  it('drops a stored value that is not a session', async () => {
    const t = setup({ stored: '{"access_token": 42' });
    await t.client.initialize();
    expect(t.events).toEqual([['INITIAL_SESSION', null]]);
    expect(t.storage.getItem(KEY)).toBeNull();
  });

  it('refreshes a stored session that is due, and reports only the outcome', async () => {
    const old = makeSession(60);
    const t = setup({ stored: old });
    await t.client.initialize();

    expect(t.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(t.calls[0]?.body).toEqual({ refresh_token: old.refresh_token });
    const fresh = t.stored();
    expect(fresh?.access_token).not.toBe(old.access_token);
    expect(t.events).toEqual([['INITIAL_SESSION', fresh]]);
  });

  it('signs out when the stored session can no longer be refreshed', async () => {
    const t = setup({
      stored: makeSession(-10),
      routes: { 'POST /api/auth/refresh': () => apiError(401, 'session_expired') },
    });
    const { error } = await t.client.initialize();

    expect(error?.code).toBe('session_expired');
    expect(t.events).toEqual([['INITIAL_SESSION', null]]);
    expect(t.storage.getItem(KEY)).toBeNull();
  });

  it('gives a listener that subscribes later its own INITIAL_SESSION', async () => {
    const session = makeSession(3600);
    const t = setup({ stored: session });
    await t.client.initialize();
    const late = vi.fn();

    t.client.onAuthStateChange(late);
    expect(late).not.toHaveBeenCalled();
    await Promise.resolve();

    expect(late).toHaveBeenCalledExactlyOnceWith('INITIAL_SESSION', session);
    expect(t.events).toHaveLength(1);
  });
});

describe('automatic refresh', () => {
  it('refreshes on the first tick that finds 90 s or less left', async () => {
    const session = makeSession(3600);
    const t = setup({ stored: session });
    await t.client.initialize();

    // Ticks run at 0, 30 s, 60 s, …; at 3480 s 120 s are left, at 3510 s 90 s are.
    await vi.advanceTimersByTimeAsync(3_510_000 - 1);
    expect(t.calls).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(t.callsTo('/api/auth/refresh').map((call) => call.at)).toEqual([3_510_000]);
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    expect(t.events[1]?.[1]).toEqual(t.stored());
  });

  it('leaves a session with 91 s left until the next tick', async () => {
    const t = setup({ stored: makeSession(91) });
    await t.client.initialize();

    await vi.advanceTimersByTimeAsync(29_999);
    expect(t.calls).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(t.callsTo('/api/auth/refresh').map((call) => call.at)).toEqual([30_000]);
  });

  it('runs its first tick at start', async () => {
    const t = setup({ stored: makeSession(3600), autoRefreshToken: false });
    await t.client.initialize();
    vi.setSystemTime(NOW + 3_550_000);

    t.client.startAutoRefresh();
    await vi.advanceTimersByTimeAsync(0);

    expect(t.callsTo('/api/auth/refresh').map((call) => call.at)).toEqual([3_550_000]);
  });

  it('does nothing after stopAutoRefresh', async () => {
    const t = setup({ stored: makeSession(3600) });
    await t.client.initialize();
    t.client.stopAutoRefresh();
    await vi.advanceTimersByTimeAsync(4_000_000);
    expect(t.calls).toEqual([]);
  });

  it('logs a failed tick and keeps the session for the next one', async () => {
    const session = makeSession(100);
    const t = setup({
      stored: session,
      routes: { 'POST /api/auth/refresh': () => apiError(503, 'database_unavailable') },
    });
    await t.client.initialize();
    await vi.advanceTimersByTimeAsync(59_000);

    expect(t.logger.error).toHaveBeenCalledWith(
      'Refreshing the session failed:',
      expect.objectContaining({ code: 'database_unavailable', retryable: true }),
    );
    expect(t.stored()).toEqual(session);
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION']);
  });
});

describe('refresh retries', () => {
  it('backs off 200, 400, 800 … ms on network errors and stops before 30 s', async () => {
    const session = makeSession(3600);
    const t = setup({
      stored: session,
      autoRefreshToken: false,
      routes: {
        'POST /api/auth/refresh': () => {
          throw new TypeError('fetch failed');
        },
      },
    });
    await t.client.initialize();

    const pending = t.client.refreshSession();
    await vi.advanceTimersByTimeAsync(60_000);
    const { session: result, error } = await pending;

    const times = t.callsTo('/api/auth/refresh').map((call) => call.at);
    expect(times).toEqual([0, 200, 600, 1400, 3000, 6200, 12600, 25400]);
    expect(times.slice(1).map((time, i) => time - (times[i] ?? 0))).toEqual([
      200, 400, 800, 1600, 3200, 6400, 12800,
    ]);
    expect(result).toBeNull();
    expect(error).toMatchObject({ code: 'network_error', retryable: true });
    // A passing failure signs nobody out.
    expect(t.stored()).toEqual(session);
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION']);
  });

  it('retries 502, 503 and 504 and succeeds when the server is back', async () => {
    const answers = [
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => apiError(503, 'database_unavailable'),
      () => new Response('', { status: 504 }),
    ];
    const t = setup({
      stored: makeSession(3600),
      autoRefreshToken: false,
      routes: {
        'POST /api/auth/refresh': () => answers.shift()?.() ?? json(200, makeSession(3600)),
      },
    });
    await t.client.initialize();

    const pending = t.client.refreshSession();
    await vi.advanceTimersByTimeAsync(5_000);
    const { session, error } = await pending;

    expect(error).toBeNull();
    expect(t.callsTo('/api/auth/refresh').map((call) => call.at)).toEqual([0, 200, 600, 1400]);
    expect(session).toEqual(t.stored());
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
  });

  it('does not retry a refusal, and signs out (SIGNED_OUT) on 401', async () => {
    const t = setup({
      stored: makeSession(3600),
      autoRefreshToken: false,
      routes: {
        'POST /api/auth/refresh': () =>
          apiError(401, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
      },
    });
    await t.client.initialize();

    const { session, error } = await t.client.refreshSession();

    expect(t.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(session).toBeNull();
    expect(error).toMatchObject({
      code: 'refresh_token_already_used',
      status: 401,
      fromServer: true,
      retryable: false,
    });
    expect(t.events).toEqual([
      ['INITIAL_SESSION', expect.anything()],
      ['SIGNED_OUT', null],
    ]);
    expect(t.storage.getItem(KEY)).toBeNull();
    expect((await t.client.getSession()).session).toBeNull();
  });

  it.each([
    ['our rate limit', () => apiError(429, 'rate_limited', 'Too many attempts.')],
    ["a proxy's rate limit", () => new Response('Too Many Requests', { status: 429 })],
  ])(
    'keeps the session on 429 (%s) and asks again only on the next tick',
    async (_name, answer) => {
      const session = makeSession(100);
      let limited = true;
      const t = setup({
        stored: session,
        routes: {
          'POST /api/auth/refresh': () => (limited ? answer() : json(200, makeSession(3600))),
        },
      });
      await t.client.initialize();

      // Ticks at 0 (100 s left: not due), then 30, 60 and 90 s: one request each, no retries.
      await vi.advanceTimersByTimeAsync(90_000);
      expect(t.callsTo('/api/auth/refresh').map((call) => call.at)).toEqual([
        30_000, 60_000, 90_000,
      ]);
      expect(t.logger.error).toHaveBeenCalledWith(
        'Refreshing the session failed:',
        expect.objectContaining({ status: 429, retryable: false }),
      );
      expect(t.stored()).toEqual(session);
      expect((await t.client.getSession()).session).toEqual(session);
      expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION']);

      limited = false;
      await vi.advanceTimersByTimeAsync(30_000);
      expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    },
  );

  it('takes the session another tab stored instead of signing out', async () => {
    const rotated = makeSession(3600);
    const otherTabStores: (() => void)[] = [];
    const t = setup({
      stored: makeSession(3600),
      autoRefreshToken: false,
      routes: {
        'POST /api/auth/refresh': () => {
          // The other tab won the race; its storage event has not arrived yet.
          otherTabStores.forEach((store) => store());
          return apiError(401, 'refresh_token_already_used');
        },
      },
    });
    otherTabStores.push(() => t.storage.setItem(KEY, JSON.stringify(rotated)));
    await t.client.initialize();

    const { session, error } = await t.client.refreshSession();

    expect(error).toBeNull();
    expect(session).toEqual(rotated);
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED']);
    expect(t.stored()).toEqual(rotated);
  });

  it('shares one request between concurrent refreshes', async () => {
    const answer = deferred<Response>();
    const t = setup({
      stored: makeSession(3600),
      autoRefreshToken: false,
      routes: { 'POST /api/auth/refresh': () => answer.promise },
    });
    await t.client.initialize();

    const results = Promise.all([
      t.client.refreshSession(),
      t.client.refreshSession(),
      t.client.refreshSession(),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    const fresh = makeSession(3600);
    answer.resolve(json(200, fresh));

    for (const result of await results) expect(result).toEqual({ session: fresh, error: null });
    expect(t.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(t.events.filter(([event]) => event === 'TOKEN_REFRESHED')).toHaveLength(1);

    // Once settled, the next refresh is a new request.
    await t.client.refreshSession();
    expect(t.callsTo('/api/auth/refresh')).toHaveLength(2);
  });

  it('drops a refresh answer that arrives after sign-out', async () => {
    const answer = deferred<Response>();
    const t = setup({
      stored: makeSession(3600),
      autoRefreshToken: false,
      routes: { 'POST /api/auth/refresh': () => answer.promise },
    });
    await t.client.initialize();

    const refreshing = t.client.refreshSession();
    await vi.advanceTimersByTimeAsync(0);
    await t.client.signOut();
    answer.resolve(json(200, makeSession(3600)));

    expect((await refreshing).session).toBeNull();
    expect(t.storage.getItem(KEY)).toBeNull();
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });
});

describe('getSession', () => {
  it('refreshes first when the session is due', async () => {
    const t = setup({ stored: makeSession(3600), autoRefreshToken: false });
    await t.client.initialize();
    vi.setSystemTime(NOW + 3_550_000);

    const { session, error } = await t.client.getSession();

    expect(error).toBeNull();
    expect(t.callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(session).toEqual(t.stored());
  });

  it('returns the old session with the error when a due refresh cannot reach the server', async () => {
    const old = makeSession(60);
    const t = setup({
      stored: old,
      autoRefreshToken: false,
      routes: {
        'POST /api/auth/refresh': () => {
          throw new TypeError('fetch failed');
        },
      },
      subscribe: false,
    });
    const pending = t.client.getSession();
    await vi.advanceTimersByTimeAsync(60_000);
    const { session, error } = await pending;

    expect(session).toEqual(old);
    expect(error?.code).toBe('network_error');
  });
});

describe('fetchWithAuth', () => {
  it('sends the bearer token', async () => {
    const session = makeSession(3600);
    const t = setup({
      stored: session,
      routes: { 'GET /api/things': () => json(200, { things: [] }) },
    });

    const response = await t.client.fetchWithAuth('/api/things');

    expect(response.status).toBe(200);
    expect(t.calls[0]?.authorization).toBe(`Bearer ${session.access_token}`);
  });

  it('sends no Authorization header without a session', async () => {
    const t = setup({ routes: { 'GET /api/things': () => apiError(401, 'session_missing') } });
    const response = await t.client.fetchWithAuth('/api/things');
    expect(response.status).toBe(401);
    expect(t.calls).toHaveLength(1);
    expect(t.calls[0]?.authorization).toBeNull();
  });

  it('refreshes once on 401 invalid_jwt and repeats the request with the new token', async () => {
    const old = makeSession(3600);
    const t = setup({
      stored: old,
      routes: {
        'POST /api/things': (call) =>
          call.authorization === `Bearer ${old.access_token}`
            ? apiError(401, 'invalid_jwt')
            : json(201, { ok: true }),
      },
    });

    const response = await t.client.fetchWithAuth('/api/things', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Talks' }),
    });

    expect(response.status).toBe(201);
    const fresh = t.stored();
    expect(t.calls.map((call) => `${call.method} ${call.url} ${call.authorization}`)).toEqual([
      `POST /api/things Bearer ${old.access_token}`,
      'POST /api/auth/refresh null',
      `POST /api/things Bearer ${fresh?.access_token}`,
    ]);
    expect(t.calls[2]?.body).toEqual({ name: 'Talks' });
  });

  it('retries only once', async () => {
    const t = setup({
      stored: makeSession(3600),
      routes: { 'GET /api/things': () => apiError(401, 'invalid_jwt', 'Invalid JWT') },
    });

    const response = await t.client.fetchWithAuth('/api/things');

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_jwt', message: 'Invalid JWT' },
    });
    expect(t.calls.map((call) => call.url)).toEqual([
      '/api/things',
      '/api/auth/refresh',
      '/api/things',
    ]);
  });

  it('does not refresh on other 401s', async () => {
    const t = setup({
      stored: makeSession(3600),
      routes: { 'GET /api/things': () => apiError(401, 'session_missing') },
    });
    await t.client.fetchWithAuth('/api/things');
    expect(t.callsTo('/api/auth/refresh')).toHaveLength(0);
  });

  it('returns the 401 and signs out when the refresh is refused', async () => {
    const t = setup({
      stored: makeSession(3600),
      routes: {
        'GET /api/things': () => apiError(401, 'invalid_jwt'),
        'POST /api/auth/refresh': () => apiError(401, 'session_expired'),
      },
    });

    const response = await t.client.fetchWithAuth('/api/things');

    expect(response.status).toBe(401);
    expect(t.callsTo('/api/things')).toHaveLength(1);
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('makes concurrent requests rejected for the same token share one refresh', async () => {
    const old = makeSession(3600);
    const t = setup({
      stored: old,
      routes: {
        'GET /api/a': (call) =>
          call.authorization === `Bearer ${old.access_token}`
            ? apiError(401, 'invalid_jwt')
            : json(200, {}),
        'GET /api/b': (call) =>
          call.authorization === `Bearer ${old.access_token}`
            ? apiError(401, 'invalid_jwt')
            : json(200, {}),
      },
    });

    const [a, b] = await Promise.all([
      t.client.fetchWithAuth('/api/a'),
      t.client.fetchWithAuth('/api/b'),
    ]);

    expect([a.status, b.status]).toEqual([200, 200]);
    expect(t.callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('rejects with a network_error AuthError when no answer arrives', async () => {
    const t = setup({
      stored: makeSession(3600),
      routes: {
        'GET /api/things': () => {
          throw new TypeError('fetch failed');
        },
      },
    });
    await expect(t.client.fetchWithAuth('/api/things')).rejects.toMatchObject({
      name: 'AuthError',
      code: 'network_error',
      status: 0,
    });
  });
});

describe('signing in, up and out', () => {
  it('signs in: stores the session and emits SIGNED_IN', async () => {
    const session = makeSession(3600);
    const t = setup({ routes: { 'POST /api/auth/signin': () => json(200, session) } });
    await t.client.initialize();

    const result = await t.client.signInWithPassword({
      email: 'ada@example.com',
      password: 'correct horse battery staple',
    });

    expect(result).toEqual({ session, error: null });
    expect(t.calls[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery staple',
    });
    expect(t.stored()).toEqual(session);
    expect(t.events).toEqual([
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', session],
    ]);
  });

  it("returns the server's message when sign-in is refused", async () => {
    const t = setup({
      routes: {
        'POST /api/auth/signin': () =>
          apiError(401, 'invalid_credentials', 'Invalid login credentials'),
      },
    });

    const { session, error } = await t.client.signInWithPassword({
      email: 'ada@example.com',
      password: 'wrong',
    });

    expect(session).toBeNull();
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
      status: 401,
      fromServer: true,
    });
    expect(t.storage.getItem(KEY)).toBeNull();
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION']);
  });

  it('marks errors that did not come from the server', async () => {
    const t = setup({
      routes: {
        'POST /api/auth/signin': () => {
          throw new TypeError('fetch failed');
        },
      },
    });
    const { error } = await t.client.signInWithPassword({ email: 'a@b.co', password: 'x' });
    expect(error).toMatchObject({ code: 'network_error', fromServer: false });
  });

  it('treats a malformed success answer as an unexpected response', async () => {
    const t = setup({ routes: { 'POST /api/auth/signin': () => json(200, { hello: 1 }) } });
    const { session, error } = await t.client.signInWithPassword({
      email: 'a@b.co',
      password: 'x',
    });
    expect(session).toBeNull();
    expect(error).toMatchObject({ code: 'unexpected_response', fromServer: false });
  });

  it('signs up, and passes on the reasons a password is refused', async () => {
    const reasons = [
      { code: 'length', message: 'Use at least 8 characters.' },
      { code: 'guessable', message: 'This is a very common password.' },
    ];
    const t = setup({
      routes: {
        'POST /api/auth/signup': (call) =>
          (call.body as { password: string }).password === 'secret'
            ? apiError(422, 'weak_password', 'Password is too weak.', { reasons })
            : json(201, makeSession(3600)),
      },
    });

    const weak = await t.client.signUp({ email: 'ada@example.com', password: 'secret' });
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422, reasons });

    const strong = await t.client.signUp({
      email: 'ada@example.com',
      password: 'a long and unusual passphrase',
    });
    expect(strong.error).toBeNull();
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('signs out: revokes with the bearer token, forgets the session, emits SIGNED_OUT', async () => {
    const session = makeSession(3600);
    const t = setup({ stored: session });

    expect(await t.client.signOut()).toEqual({ error: null });

    expect(t.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/auth/signout',
        authorization: `Bearer ${session.access_token}`,
      }),
    ]);
    expect(t.storage.getItem(KEY)).toBeNull();
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('signs out locally even when the server cannot be reached, and says so', async () => {
    const t = setup({
      stored: makeSession(3600),
      routes: {
        'POST /api/auth/signout': () => {
          throw new TypeError('fetch failed');
        },
      },
    });

    const { error } = await t.client.signOut();

    expect(error?.code).toBe('network_error');
    expect(t.storage.getItem(KEY)).toBeNull();
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('signs out locally only, without a request, for a session the server already ended', async () => {
    const t = setup({ stored: makeSession(3600) });
    expect(await t.client.signOut({ scope: 'local' })).toEqual({ error: null });
    expect(t.calls).toEqual([]);
    expect(t.storage.getItem(KEY)).toBeNull();
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('counts a 401 from sign-out as success', async () => {
    const t = setup({
      stored: makeSession(3600),
      routes: { 'POST /api/auth/signout': () => apiError(401, 'session_missing') },
    });
    expect(await t.client.signOut()).toEqual({ error: null });
  });

  it('makes no request when signed out already', async () => {
    const t = setup();
    expect(await t.client.signOut()).toEqual({ error: null });
    expect(t.calls).toEqual([]);
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION']);
  });
});

describe('getUser and getSettings', () => {
  it('emits USER_UPDATED when the server knows a newer user', async () => {
    const session = makeSession(3600);
    const renamed = { ...ADA, display_name: 'Ada L.' };
    const t = setup({
      stored: session,
      routes: { 'GET /api/auth/user': () => json(200, { user: renamed }) },
    });

    expect(await t.client.getUser()).toEqual({ user: renamed, error: null });
    expect(t.stored()?.user).toEqual(renamed);
    expect(t.events.at(-1)).toEqual(['USER_UPDATED', { ...session, user: renamed }]);

    await t.client.getUser();
    expect(t.events.filter(([event]) => event === 'USER_UPDATED')).toHaveLength(1);
  });

  it('answers session_missing without a request when signed out', async () => {
    const t = setup();
    const { user, error } = await t.client.getUser();
    expect(user).toBeNull();
    expect(error?.code).toBe('session_missing');
    expect(t.calls).toEqual([]);
  });

  it('reads whether sign-up is enabled', async () => {
    const t = setup({
      routes: {
        'GET /api/auth/settings': () => json(200, { signup_enabled: true, first_account: false }),
      },
    });
    expect(await t.client.getSettings()).toEqual({
      settings: { signup_enabled: true, first_account: false },
      error: null,
    });
  });
});

describe('other tabs', () => {
  it('follows a sign-in, a refresh, a profile change and a sign-out made elsewhere', async () => {
    const t = setup();
    await t.client.initialize();

    const signedIn = makeSession(3600);
    t.otherTab.store(signedIn);
    const refreshed = makeSession(3600);
    t.otherTab.store(refreshed);
    const renamed = { ...refreshed, user: { ...ADA, display_name: 'Ada' } };
    t.otherTab.store(renamed);
    t.otherTab.store(renamed);
    t.otherTab.remove();

    expect(t.events).toEqual([
      ['INITIAL_SESSION', null],
      ['SIGNED_IN', signedIn],
      ['TOKEN_REFRESHED', refreshed],
      ['USER_UPDATED', renamed],
      ['SIGNED_OUT', null],
    ]);
    expect(t.calls).toEqual([]);
  });

  it('treats another user signing in elsewhere as SIGNED_IN', async () => {
    const t = setup({ stored: makeSession(3600) });
    await t.client.initialize();
    const grace = makeSession(3600, GRACE);
    t.otherTab.store(grace);
    expect(t.events.at(-1)).toEqual(['SIGNED_IN', grace]);
  });

  it('signs out when another tab clears storage', async () => {
    const t = setup({ stored: makeSession(3600) });
    await t.client.initialize();
    t.otherTab.clear();
    expect(t.events.at(-1)).toEqual(['SIGNED_OUT', null]);
    expect((await t.client.getSession()).session).toBeNull();
  });

  it('ignores changes to other keys', async () => {
    const t = setup({ stored: makeSession(3600) });
    await t.client.initialize();
    t.otherTab.change(STORAGE_KEYS.theme, 'light');
    expect(t.events).toHaveLength(1);
  });
});

describe('listeners', () => {
  it('stop hearing after unsubscribing', async () => {
    const t = setup({
      routes: { 'POST /api/auth/signin': () => json(200, makeSession(3600)) },
    });
    const listener = vi.fn();
    const unsubscribe = t.client.onAuthStateChange(listener);
    await t.client.initialize();
    unsubscribe();

    await t.client.signInWithPassword({ email: 'ada@example.com', password: 'x' });

    expect(listener).toHaveBeenCalledExactlyOnceWith('INITIAL_SESSION', null);
    expect(t.events.map(([event]) => event)).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('keep hearing when one of them throws', async () => {
    const t = setup({ subscribe: false });
    const faulty = vi.fn(() => {
      throw new Error('boom');
    });
    const healthy = vi.fn();
    t.client.onAuthStateChange(faulty);
    t.client.onAuthStateChange(healthy);
    await t.client.initialize();

    expect(healthy).toHaveBeenCalledWith('INITIAL_SESSION', null);
    expect(t.logger.error).toHaveBeenCalledWith(
      'An auth state listener failed:',
      expect.any(Error),
    );
  });
});
