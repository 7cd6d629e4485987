import type { Page } from 'playwright-core';
import { SessionSchema, type Session } from '@shared/contracts/auth';
import { readLocalStorage } from './local-storage';

/**
 * Where the client keeps the session (docs/product/overview.md: browser storage keys start with
 * "vidshelf-").
 */
export const SESSION_STORAGE_KEY = 'vidshelf-auth-token';

/** The stored session, checked against the API's Session shape; null when none is stored. */
export async function readStoredSession(page: Page): Promise<Session | null> {
  const raw = await readLocalStorage(page, SESSION_STORAGE_KEY);
  return raw === null ? null : SessionSchema.parse(JSON.parse(raw));
}

/** Waits until the stored session carries a refresh token other than `previous`, and returns it. */
export async function waitForRotatedSession(
  page: Page,
  previous: string,
  timeoutMs: number,
): Promise<Session> {
  await page.waitForFunction(
    ([key, old]) => {
      const raw = window.localStorage.getItem(key);
      return raw !== null && (JSON.parse(raw) as { refresh_token?: string }).refresh_token !== old;
    },
    [SESSION_STORAGE_KEY, previous] as const,
    { timeout: timeoutMs, polling: 250 },
  );
  const session = await readStoredSession(page);
  if (!session) throw new Error('The session vanished right after it was refreshed.');
  return session;
}
