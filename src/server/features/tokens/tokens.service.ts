import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER_MAX,
  type ApiToken,
  type CreatedApiToken,
  type CurrentApiToken,
} from '@shared/contracts/tokens';
import type { Database } from '@server/db/client';
import { AppError, RateLimitedError } from '@server/http/app-error';
import type { ClientInfo } from '@server/http/client-info';
import type { Authenticated } from '@server/http/require-auth';
import type { RateWindow } from '@server/rate-limit/rate-window';
import { lockUser } from '@server/core';
import { recordEvent } from '@server/features/audit';
import {
  countTokens,
  deleteToken,
  findTokenByHash,
  findTokenWithEmail,
  insertToken,
  listTokens,
  tokenIsLive,
  touchToken,
  type ApiTokenRow,
} from './tokens.repo';
import { tokenIdentities, type TokenIdentity } from './token-identities';

/** Requests one token may make per minute: far beyond a person's clicks, short of a flood. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 300;
/**
 * Tokens one account may make per hour (decision 0081): each is a security event, so making and
 * revoking them in a loop must not grow that table without bound.
 */
export const API_TOKENS_MADE_PER_HOUR = 30;
export const API_TOKEN_MAKING_WINDOW_MS = 60 * 60 * 1000;
/** How stale a token's "last used" may get: it is written at most this often. */
const LAST_USED_PRECISION_MS = 60_000;

/** A secret as newSecret makes them: anything else is refused without a lookup. */
const WELL_FORMED = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** 256 random bits, URL-safe, after the prefix that says what it is. Only its hash is stored. */
const newSecret = (): string => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Why a token is refused: the same answer whether it never existed or was revoked. */
const refused = () =>
  new AppError('invalid_jwt', 401, 'This API token is not valid: it may have been revoked.');

const TOKEN_LIMIT_MESSAGE = `You have ${API_TOKENS_PER_USER_MAX} API tokens, the most an account may have: revoke one you no longer use before you create another.`;
const TOKENS_MADE_TOO_OFTEN_MESSAGE =
  'Too many API tokens were created in the last hour. Please wait and try again.';

export interface TokensServiceDeps {
  db: Database;
  /** Each token's requests, per minute (memory on PGlite, the database on PostgreSQL). */
  requests: RateWindow;
  /**
   * Tokens that failed (unknown, revoked, malformed), per client address (decision 0081): past
   * its limit an address is refused before any lookup.
   */
  failures: RateWindow;
  /** Tokens made, per account. */
  makings: RateWindow;
  now?: () => number;
}

/**
 * Personal access tokens (docs/product/extension-and-tokens.md#api-tokens): made, listed and
 * revoked by their signed-in owner.
 */
export function createTokensService({
  db,
  requests,
  failures,
  makings,
  now = Date.now,
}: TokensServiceDeps) {
  const identities = tokenIdentities();

  async function lookUp(hash: string): Promise<TokenIdentity | undefined> {
    const row = await db.system((tx) => findTokenByHash(tx, hash));
    return (
      row &&
      identities.remember(hash, { id: row.id, userId: row.userId, lastUsedAt: row.lastUsedAt })
    );
  }

  /**
   * A token this process does not know yet: counted as a failure of its address from the start,
   * so that a flood in parallel cannot all reach the database before the first fails (as failed
   * sign-ins are, decision 0011); given back when the token turns out good. An address out of
   * failures is answered 429 before the token is looked up.
   */
  async function firstUse(secret: string, hash: string, address: string): Promise<TokenIdentity> {
    const failure = await failures.take(address);
    if (!failure.admitted) throw new RateLimitedError(Math.ceil(failure.waitMs / 1000));
    let found: TokenIdentity | undefined;
    try {
      found = WELL_FORMED.test(secret) ? await lookUp(hash) : undefined;
    } catch (error) {
      // The database failed, not the token: that does not count against the address.
      await failures.release(address, failure.time).catch(() => undefined);
      throw error;
    }
    if (!found) throw refused();
    await failures.release(address, failure.time);
    return found;
  }

  /** Revokes the user's token and records it, as `type` says who did. */
  const revoke = (
    userId: string,
    id: string,
    client: ClientInfo,
    type: 'api_token_revoked' | 'api_token_disconnected',
  ): Promise<void> =>
    db.asUser(userId, async (tx) => {
      const name = await deleteToken(tx, userId, id);
      if (name === undefined) throw new AppError('not_found', 404, 'Token not found.');
      await recordEvent(tx, { type, userId, detail: name, client });
    });

  return {
    /**
     * A new token; its secret is in this answer only. At most API_TOKENS_PER_USER_MAX at once
     * (409), and API_TOKENS_MADE_PER_HOUR an hour (429).
     */
    async create(userId: string, name: string, client: ClientInfo): Promise<CreatedApiToken> {
      const made = await makings.take(userId);
      if (!made.admitted) {
        throw new RateLimitedError(Math.ceil(made.waitMs / 1000), TOKENS_MADE_TOO_OFTEN_MESSAGE);
      }
      try {
        return await db.asUser(userId, async (tx) => {
          // Under the user's lock, so that two at once cannot both take the last place.
          await lockUser(tx, userId);
          if ((await countTokens(tx, userId)) >= API_TOKENS_PER_USER_MAX) {
            throw new AppError('token_limit_reached', 409, TOKEN_LIMIT_MESSAGE);
          }
          const token = newSecret();
          const row = await insertToken(tx, { userId, name, tokenHash: hashOf(token) });
          await recordEvent(tx, { type: 'api_token_created', userId, detail: name, client });
          return { ...toApiToken(row), token };
        });
      } catch (error) {
        // Nothing was made: it does not count.
        await makings.release(userId, made.time);
        throw error;
      }
    },

    list: (userId: string): Promise<ApiToken[]> =>
      db.asUser(userId, async (tx) => (await listTokens(tx, userId)).map(toApiToken)),

    /** Revoked at once, by its owner: the row goes, so the next request with it finds nothing. */
    revoke: (userId: string, id: string, client: ClientInfo): Promise<void> =>
      revoke(userId, id, client, 'api_token_revoked'),

    /** The calling token revokes itself (the browser extension disconnecting). */
    revokeCurrent: (userId: string, id: string, client: ClientInfo): Promise<void> =>
      revoke(userId, id, client, 'api_token_disconnected'),

    /**
     * The calling token and whose it is (docs/product/extension-and-tokens.md: the extension shows
     * what it is connected to).
     */
    current: (userId: string, id: string): Promise<CurrentApiToken> =>
      db.asUser(userId, async (tx) => {
        const found = await findTokenWithEmail(tx, userId, id);
        if (!found) throw refused();
        return { ...toApiToken(found.token), email: found.email };
      }),

    /**
     * The user a token acts for, counted against its own rate limit; 401 when unknown. That it
     * is not revoked is checked by the request's first transaction. A token this process knows
     * costs no lookup and no count of failures; `address` (the client's, for those counts) is
     * asked for only when it does not.
     */
    async authenticate(secret: string, address: () => string): Promise<Authenticated> {
      const hash = hashOf(secret);
      const token = identities.get(hash) ?? (await firstUse(secret, hash, address()));
      const take = await requests.take(token.id);
      if (!take.admitted) {
        // A remembered token may have been revoked since: that answer (401) comes before 429.
        identities.forget(hash);
        if (!(await lookUp(hash))) throw refused();
        throw new RateLimitedError(Math.ceil(take.waitMs / 1000));
      }
      const at = now();
      // Most requests write nothing: the last use is noted at most once a minute.
      const stale = !token.lastUsedAt || token.lastUsedAt.getTime() < at - LAST_USED_PRECISION_MS;
      if (stale) {
        await db.system((tx) =>
          touchToken(tx, token.id, new Date(at), new Date(at - LAST_USED_PRECISION_MS)),
        );
        token.lastUsedAt = new Date(at);
      }
      return {
        caller: { userId: token.userId, sessionId: null, tokenId: token.id },
        liveness: {
          live: tokenIsLive(token.id, token.userId),
          refused: () => {
            identities.forget(hash);
            return refused();
          },
        },
      };
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
