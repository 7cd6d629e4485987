import {
  BEARER_FAILURE_WINDOW_SECONDS,
  REFRESH_WINDOW_SECONDS,
  SIGNIN_FAILURE_WINDOW_SECONDS,
  SIGNIN_WINDOW_SECONDS,
  SIGNUP_WINDOW_SECONDS,
} from '@shared/constants';
import type { Config } from '@server/config/config';
import type { Database } from '@server/db/client';
import { loggableError } from '@server/db/errors';
import { AppError, RateLimitedError } from '@server/http/app-error';
import { postgresWindow } from '@server/rate-limit/postgres-window';
import type { RateWindow } from '@server/rate-limit/rate-window';
import { rememberRefusals } from '@server/rate-limit/remembered-refusals';
import { memoryWindow } from '@server/rate-limit/window-limiter';

export type AuthRateLimitsConfig = Pick<
  Config,
  | 'signInFailuresPerAccount'
  | 'signInFailuresPerIp'
  | 'signUpsPerIp'
  | 'refreshesPerIp'
  | 'bearerFailuresPerIp'
  | 'signInsPerAccount'
>;

/**
 * Keys each in-memory window remembers at most. A key holds at most its limit of times (≤ 60
 * numbers) and an e-mail or an address, so even a spray of random e-mails stays within a few
 * megabytes.
 */
const MAX_KEYS_PER_LIMITER = 10_000;

/** The account a sign-in counts against: its e-mail as sign-in matches it (trimmed, any case). */
const accountKey = (email: string) => email.trim().toLowerCase();

/** The answers that mean a wrong password was tried: they count as failed sign-ins. */
const CREDENTIAL_FAILURES = new Set<string>(['invalid_credentials', 'wrong_password']);

/** Builds a window (memory on PGlite, the database on PostgreSQL: app.ts). */
export type WindowFactory = (name: string, limit: number, windowMs: number) => RateWindow;

/** In this process's memory: the one process of the embedded database. */
export const memoryWindows =
  (now: () => number): WindowFactory =>
  (_name, limit, windowMs) =>
    memoryWindow({ limit, windowMs, maxKeys: MAX_KEYS_PER_LIMITER, now });

/** In the database: shared by every server process on one PostgreSQL. */
export const databaseWindows =
  (db: Database, now: () => number): WindowFactory =>
  (name, limit, windowMs) =>
    postgresWindow(db, { name, limit, windowMs, now });

/** Counts one event or refuses with 429 and when to come back. */
async function admit(window: RateWindow, key: string): Promise<number> {
  const taken = await window.take(key);
  if (!taken.admitted) throw new RateLimitedError(Math.ceil(taken.waitMs / 1000));
  return taken.time;
}

export interface AuthRateLimitsOptions {
  windows: WindowFactory;
  /** The app's clock (the windows have it too). */
  now?: () => number;
  /**
   * Called once when an account's failed sign-ins reach the limit (the step into the lockout,
   * not each refusal after it): a security event for its owner. Its failure is only logged.
   */
  onAccountLocked?: (email: string, address: string) => Promise<void>;
}

/**
 * The limits on the unauthenticated auth calls (decision 0011). Failed sign-ins count per
 * account (whether or not it exists, so a lockout tells nothing) and per client address;
 * sign-up and refresh calls count per address. Refused calls are not counted, and a call the
 * contract refuses (400) never gets here. Beside them, the windows of decision 0081 that the
 * sign-in and the API tokens count in: successful sign-ins per account, failed tokens per
 * address.
 */
export function createAuthRateLimits(
  config: AuthRateLimitsConfig,
  { windows, now, onAccountLocked }: AuthRateLimitsOptions,
) {
  const failedSignInsByAccount = windows(
    'signin-account',
    config.signInFailuresPerAccount,
    SIGNIN_FAILURE_WINDOW_SECONDS * 1000,
  );
  const failedSignInsByAddress = windows(
    'signin-address',
    config.signInFailuresPerIp,
    SIGNIN_FAILURE_WINDOW_SECONDS * 1000,
  );
  const signUpsByAddress = windows(
    'signup-address',
    config.signUpsPerIp,
    SIGNUP_WINDOW_SECONDS * 1000,
  );
  const refreshesByAddress = windows(
    'refresh-address',
    config.refreshesPerIp,
    REFRESH_WINDOW_SECONDS * 1000,
  );
  const clock = now ?? Date.now;

  return {
    /**
     * Successful sign-ins per account (its user id; decision 0081): each starts a session and
     * writes an event, so even the right password is refused past the limit. The sign-in counts
     * it after the password matched, so a wrong one never learns of it.
     */
    successfulSignIns: windows(
      'signin-success-account',
      config.signInsPerAccount,
      SIGNIN_WINDOW_SECONDS * 1000,
    ),

    /**
     * API tokens that failed, per client address (decision 0081). Nobody clears these counts, so
     * an address found out of failures is refused from memory until its wait is over: a flood
     * costs neither a lookup of its tokens nor, on PostgreSQL, a statement of the window.
     */
    bearerFailures: rememberRefusals(
      windows('bearer-address', config.bearerFailuresPerIp, BEARER_FAILURE_WINDOW_SECONDS * 1000),
      { maxKeys: MAX_KEYS_PER_LIMITER, now: clock },
    ),

    /**
     * Runs `attempt` (the sign-in) unless the account or the address has used up its failures;
     * then even the right password is refused, so guessing on is pointless. The attempt counts
     * as a failure from the start, so that parallel guesses cannot all slip in before the first
     * fails; success clears the account's failures and takes back the address's, and an error
     * other than wrong credentials (the database down) takes back both.
     */
    async signIn<T>(address: string, email: string, attempt: () => Promise<T>): Promise<T> {
      const account = accountKey(email);
      const byAccount = await failedSignInsByAccount.take(account);
      if (!byAccount.admitted) {
        // Retry-After says when both limits let a sign-in through.
        const addressWait = await failedSignInsByAddress.waitMs(address);
        throw new RateLimitedError(Math.ceil(Math.max(byAccount.waitMs, addressWait) / 1000));
      }
      const byAddress = await failedSignInsByAddress.take(address);
      if (!byAddress.admitted) {
        await failedSignInsByAccount.release(account, byAccount.time);
        throw new RateLimitedError(Math.ceil(byAddress.waitMs / 1000));
      }
      const addressFailure = byAddress.time;
      try {
        const result = await attempt();
        await failedSignInsByAccount.clear(account);
        await failedSignInsByAddress.release(address, addressFailure);
        return result;
      } catch (error) {
        if (error instanceof AppError && CREDENTIAL_FAILURES.has(error.code)) {
          if (byAccount.count === config.signInFailuresPerAccount && onAccountLocked) {
            await onAccountLocked(email, address).catch((hookError: unknown) =>
              console.error(`Recording a lockout failed: ${loggableError(hookError)}`),
            );
          }
        } else {
          await failedSignInsByAccount.release(account, byAccount.time);
          await failedSignInsByAddress.release(address, addressFailure);
        }
        throw error;
      }
    },

    /** Counts a sign-up attempt, whatever its outcome (it also tells whether an e-mail is taken). */
    signUp: async (address: string): Promise<void> => void (await admit(signUpsByAddress, address)),

    refresh: async (address: string): Promise<void> =>
      void (await admit(refreshesByAddress, address)),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
