import type { Session, User } from '@shared/contracts/auth';

export type { Session, User };

/** What changed, as supabase-js names it; docs/product/states.md lists these events. */
export type AuthChangeEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';

export type AuthStateListener = (event: AuthChangeEvent, session: Session | null) => void;

/** The part of the Web Storage API the client uses; localStorage in the browser. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** Timer functions, injectable so tests can drive time. Handles are opaque. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** A change another tab made to the session's storage key (`key` null: storage cleared). */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

/** Subscribes to other tabs' storage changes; returns the unsubscribe. */
export type SubscribeToStorage = (listener: (change: StorageChange) => void) => () => void;

export interface Logger {
  error(...args: unknown[]): void;
}

export interface AuthClientOptions {
  /** Where the auth API lives; same origin by default. */
  baseUrl?: string;
  /** Where the session is persisted; localStorage by default, memory where there is none. */
  storage?: StorageLike;
  storageKey?: string;
  fetch?: FetchLike;
  clock?: Clock;
  timers?: Timers;
  /** Cross-tab sync; the window's `storage` event by default, null to turn it off. */
  subscribeToStorage?: SubscribeToStorage | null;
  /** Start the refresh ticker once initialized (default true). */
  autoRefreshToken?: boolean;
  logger?: Logger;
}
