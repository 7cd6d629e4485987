import { REFRESH_RETRY_BASE_MS, REFRESH_RETRY_MAX_MS } from '@shared/constants';

export interface BackoffOptions {
  shouldRetry(error: unknown): boolean;
  sleep(ms: number): Promise<void>;
  now(): number;
  baseMs?: number;
  maxMs?: number;
}

/** Delay before retry number `retry` (1-based): base, 2·base, 4·base, … */
export function backoffDelay(retry: number, baseMs = REFRESH_RETRY_BASE_MS): number {
  return baseMs * 2 ** (retry - 1);
}

/**
 * Runs `attempt` until it succeeds, the error is not retryable, or the next wait would end
 * past `maxMs` from the start (as GoTrue does, so one refresh never outlasts a ticker tick).
 */
export async function retryWithBackoff<T>(
  attempt: () => Promise<T>,
  options: BackoffOptions,
): Promise<T> {
  const baseMs = options.baseMs ?? REFRESH_RETRY_BASE_MS;
  const maxMs = options.maxMs ?? REFRESH_RETRY_MAX_MS;
  const startedAt = options.now();
  for (let retry = 0; ; retry++) {
    if (retry > 0) await options.sleep(backoffDelay(retry, baseMs));
    try {
      return await attempt();
    } catch (error) {
      const nextDelay = backoffDelay(retry + 1, baseMs);
      const outOfTime = options.now() + nextDelay - startedAt >= maxMs;
      if (!options.shouldRetry(error) || outOfTime) throw error;
    }
  }
}
