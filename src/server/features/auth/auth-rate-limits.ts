import {
  REFRESH_WINDOW_SECONDS,
  SIGNIN_FAILURE_WINDOW_SECONDS,
  SIGNUP_WINDOW_SECONDS,
} from '../../../shared/constants';
import type { Config } from '../../config/config';
import { AppError, RateLimitedError } from '../../http/app-error';
import { createWindowLimiter, type WindowLimiter } from '../../rate-limit/window-limiter';

export type AuthRateLimitsConfig = Pick<
  Config,
  'signInFailuresPerAccount' | 'signInFailuresPerIp' | 'signUpsPerIp' | 'refreshesPerIp'
>;

/**
 * Keys each limiter remembers at most. A key holds at most its limit of times (≤ 60 numbers)
 * and an e-mail or an address, so even a spray of random e-mails stays within a few megabytes.
 */
const MAX_KEYS_PER_LIMITER = 10_000;

/** The account a sign-in counts against: its e-mail as sign-in matches it (trimmed, any case). */
const accountKey = (email: string) => email.trim().toLowerCase();

/** The answers that mean a wrong password was tried: they count as failed sign-ins. */
const CREDENTIAL_FAILURES = new Set<string>(['invalid_credentials', 'wrong_password']);

/** Refuses with 429 unless every wait is over; `Retry-After` is when they all are. */
function refuseUnlessFree(...waitsMs: number[]): void {
  const waitMs = Math.max(...waitsMs);
  if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
}

/**
 * The limits on the unauthenticated auth calls (decision 0011). Failed sign-ins count per
 * account (whether or not it exists, so a lockout tells nothing) and per client address;
 * sign-up and refresh calls count per address. Refused calls are not counted, and a call the
 * contract refuses (400) never gets here.
 */
export function createAuthRateLimits(config: AuthRateLimitsConfig, now: () => number) {
  const limiter = (limit: number, windowSeconds: number): WindowLimiter =>
    createWindowLimiter({
      limit,
      windowMs: windowSeconds * 1000,
      maxKeys: MAX_KEYS_PER_LIMITER,
      now,
    });
  const failedSignInsByAccount = limiter(
    config.signInFailuresPerAccount,
    SIGNIN_FAILURE_WINDOW_SECONDS,
  );
  const failedSignInsByAddress = limiter(config.signInFailuresPerIp, SIGNIN_FAILURE_WINDOW_SECONDS);
  const signUpsByAddress = limiter(config.signUpsPerIp, SIGNUP_WINDOW_SECONDS);
  const refreshesByAddress = limiter(config.refreshesPerIp, REFRESH_WINDOW_SECONDS);

  function admit(limits: WindowLimiter, address: string): void {
    refuseUnlessFree(limits.waitMs(address));
    limits.record(address);
  }

  return {
    /**
     * Runs `attempt` (the sign-in) unless the account or the address has used up its failures;
     * then even the right password is refused, so guessing on is pointless. The attempt counts
     * as a failure from the start, so that parallel guesses cannot all slip in before the first
     * fails; success clears the account's failures and takes back the address's, and an error
     * other than wrong credentials (the database down) takes back both.
     */
    async signIn<T>(address: string, email: string, attempt: () => Promise<T>): Promise<T> {
      const account = accountKey(email);
      refuseUnlessFree(
        failedSignInsByAccount.waitMs(account),
        failedSignInsByAddress.waitMs(address),
      );
      const accountFailure = failedSignInsByAccount.record(account);
      const addressFailure = failedSignInsByAddress.record(address);
      try {
        const result = await attempt();
        failedSignInsByAccount.clear(account);
        failedSignInsByAddress.release(address, addressFailure);
        return result;
      } catch (error) {
        if (!(error instanceof AppError && CREDENTIAL_FAILURES.has(error.code))) {
          failedSignInsByAccount.release(account, accountFailure);
          failedSignInsByAddress.release(address, addressFailure);
        }
        throw error;
      }
    },

    /** Counts a sign-up attempt, whatever its outcome (it also tells whether an e-mail is taken). */
    signUp(address: string): void {
      admit(signUpsByAddress, address);
    },

    refresh(address: string): void {
      admit(refreshesByAddress, address);
    },
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
