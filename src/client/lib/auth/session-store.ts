import * as v from 'valibot';
import { AUTO_REFRESH_TICK_MS, AUTO_REFRESH_TICK_THRESHOLD } from '@shared/constants';
import { SessionCheck } from '@client/lib/contracts/auth-checks';
import type { Session, StorageLike } from './types';

/** A session is due for refresh when this little time, or less, is left. */
export const REFRESH_MARGIN_MS = AUTO_REFRESH_TICK_THRESHOLD * AUTO_REFRESH_TICK_MS;

export function isRefreshDue(session: Session, nowMs: number): boolean {
  return session.expires_at * 1000 - nowMs <= REFRESH_MARGIN_MS;
}

/** A stored value as a session, or null when it is missing or not a session (old or tampered). */
export function parseStoredSession(raw: string | null | undefined): Session | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(SessionCheck, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Storage can throw (blocked cookies, private mode, full quota): the session then lives in memory. */
export class SessionStore {
  constructor(
    private readonly storage: StorageLike,
    readonly key: string,
  ) {}

  read(): Session | null {
    try {
      return parseStoredSession(this.storage.getItem(this.key));
    } catch {
      return null;
    }
  }

  write(session: Session): void {
    try {
      this.storage.setItem(this.key, JSON.stringify(session));
    } catch {
      // Kept in memory only; the next page load signs in again.
    }
  }

  remove(): void {
    try {
      this.storage.removeItem(this.key);
    } catch {
      // Nothing to do: the value could not be read either.
    }
  }
}

export function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
