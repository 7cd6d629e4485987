import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreatedApiToken,
  type CurrentApiToken,
} from '@shared/contracts/tokens';
import type { Database } from '@server/db/client';
import { AppError, RateLimitedError } from '@server/http/app-error';
import type { Authenticated } from '@server/http/require-auth';
import type { RateWindow } from '@server/rate-limit/rate-window';
import {
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
/** How stale a token's "last used" may get: it is written at most this often. */
const LAST_USED_PRECISION_MS = 60_000;

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

export interface TokensServiceDeps {
  db: Database;
  /** Each token's requests, per minute (memory on PGlite, the database on PostgreSQL). */
  requests: RateWindow;
  now?: () => number;
}

/** Personal access tokens (issue 16): made, listed and revoked by their signed-in owner. */
export function createTokensService({ db, requests, now = Date.now }: TokensServiceDeps) {
  const identities = tokenIdentities();

  async function lookUp(hash: string): Promise<TokenIdentity | undefined> {
    const row = await db.system((tx) => findTokenByHash(tx, hash));
    return (
      row &&
      identities.remember(hash, { id: row.id, userId: row.userId, lastUsedAt: row.lastUsedAt })
    );
  }

  return {
    /** A new token; its secret is in this answer only. */
    create: (userId: string, name: string): Promise<CreatedApiToken> =>
      db.asUser(userId, async (tx) => {
        const token = newSecret();
        const row = await insertToken(tx, { userId, name, tokenHash: hashOf(token) });
        return { ...toApiToken(row), token };
      }),

    list: (userId: string): Promise<ApiToken[]> =>
      db.asUser(userId, async (tx) => (await listTokens(tx, userId)).map(toApiToken)),

    /** Revoked at once: the row goes, so the next request with it finds nothing. */
    revoke: (userId: string, id: string): Promise<void> =>
      db.asUser(userId, async (tx) => {
        if (!(await deleteToken(tx, userId, id))) {
          throw new AppError('not_found', 404, 'Token not found.');
        }
      }),

    /** The calling token and whose it is (issue 16: the extension shows what it is connected to). */
    current: (userId: string, id: string): Promise<CurrentApiToken> =>
      db.asUser(userId, async (tx) => {
        const found = await findTokenWithEmail(tx, userId, id);
        if (!found) throw refused();
        return { ...toApiToken(found.token), email: found.email };
      }),

    /**
     * The user a token acts for, counted against its own rate limit; 401 when unknown. That it
     * is not revoked is checked by the request's first transaction.
     */
    async authenticate(secret: string): Promise<Authenticated> {
      const hash = hashOf(secret);
      const token = identities.get(hash) ?? (await lookUp(hash));
      if (!token) throw refused();
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
