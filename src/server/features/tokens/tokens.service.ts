import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreatedApiToken,
  type CurrentApiToken,
} from '@shared/contracts/tokens';
import type { Database } from '@server/db/client';
import { AppError, RateLimitedError } from '@server/http/app-error';
import type { Caller } from '@server/http/env';
import type { RateWindow } from '@server/rate-limit/rate-window';
import {
  deleteToken,
  findTokenByHash,
  findTokenWithEmail,
  insertToken,
  listTokens,
  touchToken,
  type ApiTokenRow,
} from './tokens.repo';

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

    /** The user a token acts for, counted against its own rate limit; 401 when unknown. */
    async authenticate(secret: string): Promise<Caller> {
      const row = await db.system((tx) => findTokenByHash(tx, hashOf(secret)));
      if (!row) throw refused();
      const take = await requests.take(row.id);
      if (!take.admitted) throw new RateLimitedError(Math.ceil(take.waitMs / 1000));
      const at = now();
      // The row read above says whether the last use is stale: most requests write nothing.
      const stale = !row.lastUsedAt || row.lastUsedAt.getTime() < at - LAST_USED_PRECISION_MS;
      if (stale) {
        await db.system((tx) =>
          touchToken(tx, row.id, new Date(at), new Date(at - LAST_USED_PRECISION_MS)),
        );
      }
      return { userId: row.userId, sessionId: null, tokenId: row.id };
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
