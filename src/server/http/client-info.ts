import type { Context } from 'hono';
import type { AppEnv } from './env';

/** Enough for any real browser's User-Agent; a longer header is cut, not refused. */
export const USER_AGENT_MAX_LENGTH = 512;

/** Who made a request, as sessions and security events remember it. */
export interface ClientInfo {
  /** The rate limits' address key (client-address.ts); null where that middleware did not run. */
  address: string | null;
  userAgent: string | null;
}

export function clientInfo(c: Context<AppEnv>): ClientInfo {
  const userAgent = c.req.header('User-Agent')?.trim().slice(0, USER_AGENT_MAX_LENGTH);
  return { address: c.get('clientAddress') ?? null, userAgent: userAgent || null };
}
