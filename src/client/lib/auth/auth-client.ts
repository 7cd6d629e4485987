import * as v from 'valibot';
import { AUTO_REFRESH_TICK_MS, STORAGE_KEYS } from '@shared/constants';
import type { AuthSettings, Credentials } from '@shared/contracts/auth';
import { DEFAULT_ERROR_MESSAGES, isApiErrorBody } from '@shared/errors';
import { retryWithBackoff } from './backoff';
import {
  defaultFetch,
  defaultStorage,
  globalTimers,
  systemClock,
  windowStorageEvents,
} from './defaults';
import {
  AuthError,
  errorFromResponse,
  isAuthError,
  isPassingFailure,
  networkError,
  toAuthError,
  unexpectedResponse,
} from './errors';
import {
  AuthSettingsCheck,
  SessionCheck,
  UserResponseCheck,
} from '@client/lib/contracts/auth-checks';
import { isRefreshDue, parseStoredSession, SessionStore } from './session-store';
import type {
  AuthChangeEvent,
  AuthClientOptions,
  AuthStateListener,
  Clock,
  FetchLike,
  Logger,
  Session,
  StorageChange,
  SubscribeToStorage,
  Timers,
  User,
} from './types';

export interface SessionResult {
  session: Session | null;
  error: AuthError | null;
}

export interface UserResult {
  user: User | null;
  error: AuthError | null;
}

export interface SettingsResult {
  settings: AuthSettings | null;
  error: AuthError | null;
}

const DEFAULT_BASE_URL = '/api/auth';

function sessionMissing(): AuthError {
  return new AuthError(DEFAULT_ERROR_MESSAGES.session_missing, {
    code: 'session_missing',
    status: 401,
  });
}

function sameUser(a: User, b: User): boolean {
  return (
    a.id === b.id &&
    a.email === b.email &&
    a.display_name === b.display_name &&
    a.created_at === b.created_at
  );
}

async function isInvalidJwt(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    return isApiErrorBody(body) && body.error.code === 'invalid_jwt';
  } catch {
    return false;
  }
}

/**
 * The browser's side of the session, modelled on supabase-js's GoTrue client: it persists the
 * session, refreshes it before it expires, keeps tabs in step and tells listeners what changed.
 * It knows nothing of React; everything it touches (storage, fetch, clock, timers, other tabs)
 * can be injected, so tests drive it with fakes.
 *
 * Nothing happens on construction. The first call of almost any method runs `initialize()`,
 * which restores the stored session (refreshing it first when it is due) and starts the ticker.
 */
export class AuthClient {
  readonly #baseUrl: string;
  readonly #store: SessionStore;
  readonly #fetch: FetchLike;
  readonly #clock: Clock;
  readonly #timers: Timers;
  readonly #subscribeToStorage: SubscribeToStorage | null;
  readonly #logger: Logger;
  #autoRefresh: boolean;

  #session: Session | null = null;
  readonly #listeners = new Map<number, AuthStateListener>();
  #nextListenerId = 0;
  #initializing: Promise<{ error: AuthError | null }> | null = null;
  #initialized = false;
  #disposed = false;
  #refreshing: Promise<SessionResult> | null = null;
  /**
   * Bumped whenever the session is replaced other than by a refresh (sign-in, sign-out, another
   * tab): a refresh that started before then is stale and its answer is dropped.
   */
  #generation = 0;
  #interval: unknown = null;
  #firstTick: unknown = null;
  #stopStorageSync: (() => void) | null = null;

  constructor(options: AuthClientOptions = {}) {
    const storage = options.storage ?? defaultStorage();
    this.#baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.#store = new SessionStore(storage, options.storageKey ?? STORAGE_KEYS.session);
    this.#fetch = options.fetch ?? defaultFetch;
    this.#clock = options.clock ?? systemClock;
    this.#timers = options.timers ?? globalTimers;
    this.#subscribeToStorage =
      options.subscribeToStorage === undefined
        ? windowStorageEvents(storage)
        : options.subscribeToStorage;
    this.#autoRefresh = options.autoRefreshToken ?? true;
    this.#logger = options.logger ?? console;
  }

  /** Restores the stored session once; later calls return the same promise. Never rejects. */
  initialize(): Promise<{ error: AuthError | null }> {
    this.#initializing ??= this.#initialize();
    return this.#initializing;
  }

  /**
   * Calls `listener` on every change. Each listener first gets INITIAL_SESSION (once the
   * session is restored), then SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED or USER_UPDATED.
   * Returns the unsubscribe.
   */
  onAuthStateChange(listener: AuthStateListener): () => void {
    const id = this.#nextListenerId++;
    this.#listeners.set(id, listener);
    if (this.#initialized) {
      queueMicrotask(() => {
        if (this.#listeners.has(id)) this.#call(listener, 'INITIAL_SESSION', this.#session);
      });
    } else {
      void this.initialize();
    }
    return () => {
      this.#listeners.delete(id);
    };
  }

  /**
   * The current session, refreshed first when it is due. If that refresh fails for a passing
   * reason (network, 502-504) the old session comes back with the error: it may still work.
   */
  async getSession(): Promise<SessionResult> {
    await this.initialize();
    const session = this.#session;
    if (!session || !isRefreshDue(session, this.#clock.now())) return { session, error: null };
    const result = await this.#refreshShared();
    return result.error ? { session: this.#session, error: result.error } : result;
  }

  /** Exchanges the refresh token now. Calls made while one is under way share it. */
  async refreshSession(): Promise<SessionResult> {
    await this.initialize();
    return this.#refreshShared();
  }

  async signInWithPassword(credentials: Credentials): Promise<SessionResult> {
    return this.#signInAt('/signin', credentials);
  }

  /** Creates the account and signs it in. Refused with `signup_disabled`, `email_exists`, `weak_password`. */
  async signUp(credentials: Credentials): Promise<SessionResult> {
    return this.#signInAt('/signup', credentials);
  }

  /**
   * Revokes the session on the server, then forgets it here whatever the server said, so the
   * user is signed out on this device in any case; `error` tells whether the revocation failed.
   * `scope: 'local'` only forgets it: for a session the server has already ended (this device
   * signed out from the devices list, the account deleted).
   */
  async signOut({ scope = 'global' }: { scope?: 'global' | 'local' } = {}): Promise<{
    error: AuthError | null;
  }> {
    await this.initialize();
    let error: AuthError | null = null;
    if (this.#session && scope === 'global') {
      try {
        const response = await this.fetchWithAuth(`${this.#baseUrl}/signout`, { method: 'POST' });
        // A 401 means the server holds no such session any more: the goal is reached.
        if (!response.ok && response.status !== 401) error = await errorFromResponse(response);
      } catch (caught) {
        error = toAuthError(caught);
      }
    }
    this.#signOutLocally();
    return { error };
  }

  /** The signed-in user as the server knows it now; a change from the stored one is USER_UPDATED. */
  async getUser(): Promise<UserResult> {
    await this.initialize();
    if (!this.#session) return { user: null, error: sessionMissing() };
    try {
      const response = await this.fetchWithAuth(`${this.#baseUrl}/user`);
      const { user } = await this.#parse(response, UserResponseCheck);
      const session = this.#session;
      if (session && session.user.id === user.id && !sameUser(session.user, user)) {
        const updated = { ...session, user };
        this.#setSession(updated);
        this.#emit('USER_UPDATED', updated);
      }
      return { user, error: null };
    } catch (caught) {
      return { user: null, error: toAuthError(caught) };
    }
  }

  /** Whether this instance lets people create accounts. */
  async getSettings(): Promise<SettingsResult> {
    try {
      const response = await this.#send('/settings', { method: 'GET' });
      return { settings: await this.#parse(response, AuthSettingsCheck), error: null };
    } catch (caught) {
      return { settings: null, error: toAuthError(caught) };
    }
  }

  /**
   * fetch with the session's bearer token. When the server answers 401 `invalid_jwt` (the token
   * expired or was rotated meanwhile) it refreshes once and repeats the request once. Any other
   * answer comes back as it is; a request that gets no answer rejects with an AuthError whose
   * code is `network_error`. Send bodies that can be sent twice (strings, not streams).
   */
  async fetchWithAuth(input: string, init: RequestInit = {}): Promise<Response> {
    const { session } = await this.getSession();
    const response = await this.#fetchWithToken(input, init, session?.access_token);
    if (response.status !== 401 || !session || !(await isInvalidJwt(response))) return response;

    // Another request may have refreshed already; refresh only if the rejected token is current.
    let fresh = this.#session;
    if (fresh?.access_token === session.access_token) fresh = (await this.#refreshShared()).session;
    // Never repeat a request with someone else's token (another tab may have switched user).
    if (!fresh || fresh.user.id !== session.user.id) return response;
    return this.#fetchWithToken(input, init, fresh.access_token);
  }

  /** Starts the ticker: a check now and every AUTO_REFRESH_TICK_MS, refreshing when due. */
  startAutoRefresh(): void {
    this.#clearTimers();
    this.#autoRefresh = true;
    this.#interval = this.#timers.setInterval(() => void this.#tick(), AUTO_REFRESH_TICK_MS);
    this.#firstTick = this.#timers.setTimeout(() => void this.#tick(), 0);
  }

  stopAutoRefresh(): void {
    this.#autoRefresh = false;
    this.#clearTimers();
  }

  /** Stops timers and cross-tab sync and drops all listeners. */
  dispose(): void {
    this.#disposed = true;
    this.stopAutoRefresh();
    this.#stopStorageSync?.();
    this.#stopStorageSync = null;
    this.#listeners.clear();
  }

  async #initialize(): Promise<{ error: AuthError | null }> {
    let error: AuthError | null = null;
    if (!this.#disposed && this.#subscribeToStorage) {
      this.#stopStorageSync = this.#subscribeToStorage((change) => this.#onStorageChange(change));
    }
    try {
      this.#session = this.#store.read();
      // Whatever unreadable value is stored (an old format, a tampered one) goes.
      if (!this.#session) this.#store.remove();
      if (this.#session && isRefreshDue(this.#session, this.#clock.now())) {
        // Listeners hear nothing yet: the refreshed (or lost) session arrives as INITIAL_SESSION.
        ({ error } = await this.#refreshShared());
      }
    } catch (caught) {
      error = toAuthError(caught);
    }
    this.#initialized = true;
    this.#emit('INITIAL_SESSION', this.#session);
    if (this.#autoRefresh && this.#interval === null && !this.#disposed) this.startAutoRefresh();
    return { error };
  }

  async #signInAt(path: string, credentials: Credentials): Promise<SessionResult> {
    await this.initialize();
    try {
      const session = await this.#requestSession(path, {
        email: credentials.email,
        password: credentials.password,
      });
      this.#generation++;
      this.#setSession(session);
      this.#emit('SIGNED_IN', session);
      return { session, error: null };
    } catch (caught) {
      return { session: null, error: toAuthError(caught) };
    }
  }

  #refreshShared(): Promise<SessionResult> {
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #refresh(): Promise<SessionResult> {
    const current = this.#session;
    if (!current) return { session: null, error: sessionMissing() };
    const generation = this.#generation;
    const stale = () => generation !== this.#generation;
    try {
      const session = await retryWithBackoff(
        () => {
          if (stale())
            throw new AuthError('Superseded', { code: 'unexpected_response', status: 0 });
          return this.#requestSession('/refresh', { refresh_token: current.refresh_token });
        },
        {
          shouldRetry: (error) => isAuthError(error) && error.retryable,
          sleep: (ms) => this.#sleep(ms),
          now: () => this.#clock.now(),
        },
      );
      if (stale()) return { session: this.#session, error: null };
      this.#setSession(session);
      this.#emit('TOKEN_REFRESHED', session);
      return { session, error: null };
    } catch (caught) {
      if (stale()) return { session: this.#session, error: null };
      const error = toAuthError(caught);
      // A passing failure keeps the session: the next tick tries again.
      if (isPassingFailure(error)) return { session: null, error };
      // Another tab may have used the refresh token first and stored its result: take that
      // rather than signing every tab out.
      const stored = this.#store.read();
      if (stored && stored.refresh_token !== current.refresh_token) {
        this.#adopt(stored);
        return { session: this.#session, error: null };
      }
      this.#signOutLocally();
      return { session: null, error };
    }
  }

  async #tick(): Promise<void> {
    try {
      await this.initialize();
      const session = this.#session;
      if (!session || !isRefreshDue(session, this.#clock.now())) return;
      const { error } = await this.#refreshShared();
      if (error) this.#logger.error('Refreshing the session failed:', error);
    } catch (error) {
      this.#logger.error('Refreshing the session failed:', error);
    }
  }

  #onStorageChange(change: StorageChange): void {
    if (change.key !== null && change.key !== this.#store.key) return;
    // key null: another tab cleared the whole storage.
    this.#adopt(change.key === null ? this.#store.read() : parseStoredSession(change.newValue));
  }

  /** Takes a session another tab stored (already in storage, so nothing is written). */
  #adopt(next: Session | null): void {
    const previous = this.#session;
    if (!next) {
      if (!previous) return;
      this.#generation++;
      this.#session = null;
      this.#emit('SIGNED_OUT', null);
    } else if (!previous || previous.user.id !== next.user.id) {
      this.#generation++;
      this.#session = next;
      this.#emit('SIGNED_IN', next);
    } else if (
      previous.access_token !== next.access_token ||
      previous.refresh_token !== next.refresh_token
    ) {
      this.#session = next;
      this.#emit('TOKEN_REFRESHED', next);
    } else if (!sameUser(previous.user, next.user)) {
      this.#session = next;
      this.#emit('USER_UPDATED', next);
    }
  }

  #setSession(session: Session): void {
    this.#session = session;
    this.#store.write(session);
  }

  #signOutLocally(): void {
    const hadSession = this.#session !== null;
    this.#generation++;
    this.#session = null;
    this.#store.remove();
    if (hadSession) this.#emit('SIGNED_OUT', null);
  }

  #emit(event: AuthChangeEvent, session: Session | null): void {
    // Until restored, the only news is INITIAL_SESSION, carrying the outcome.
    if (!this.#initialized && event !== 'INITIAL_SESSION') return;
    for (const listener of [...this.#listeners.values()]) this.#call(listener, event, session);
  }

  #call(listener: AuthStateListener, event: AuthChangeEvent, session: Session | null): void {
    try {
      listener(event, session);
    } catch (error) {
      // One faulty listener must not keep the others from hearing.
      this.#logger.error('An auth state listener failed:', error);
    }
  }

  async #requestSession(path: string, body: unknown): Promise<Session> {
    const response = await this.#send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return this.#parse(response, SessionCheck);
  }

  async #send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.#fetch(`${this.#baseUrl}${path}`, init);
    } catch (caught) {
      throw networkError(caught);
    }
  }

  async #fetchWithToken(
    input: string,
    init: RequestInit,
    accessToken: string | undefined,
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    try {
      return await this.#fetch(input, { ...init, headers });
    } catch (caught) {
      throw networkError(caught);
    }
  }

  async #parse<T>(response: Response, schema: v.GenericSchema<T>): Promise<T> {
    if (!response.ok) throw await errorFromResponse(response);
    let body: unknown;
    try {
      body = await response.json();
    } catch (caught) {
      throw unexpectedResponse(response.status, caught);
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw unexpectedResponse(response.status, parsed.issues);
    return parsed.output;
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.#timers.setTimeout(resolve, ms);
    });
  }

  #clearTimers(): void {
    if (this.#interval !== null) this.#timers.clearInterval(this.#interval);
    if (this.#firstTick !== null) this.#timers.clearTimeout(this.#firstTick);
    this.#interval = null;
    this.#firstTick = null;
  }
}

export function createAuthClient(options: AuthClientOptions = {}): AuthClient {
  return new AuthClient(options);
}
