import type { AccountSession } from '@shared/contracts/account';
import type { Database, Tx } from '@server/db/client';
import { AppError } from '@server/http/app-error';
import type { ClientInfo } from '@server/http/client-info';
import type { AuthContext } from '@server/http/env';
import { deviceName, recentEvents, recordEvent, recordEvents } from '@server/features/audit';
import { revokeUserTokens } from '@server/features/tokens';
import { deleteUser, listLiveSessions, updatePasswordHash } from './account.repo';
import {
  revokeSession,
  revokeUserSessions,
  assertStrongPassword,
  hashPassword,
  verifyPassword,
  findUserByEmail,
  findUserById,
  lockUser,
  type UserRow,
  sessionEnded,
} from '@server/core';

/** Raised when the password a person typed to confirm is not theirs (403 wrong_password). */
const wrongPassword = () => new AppError('wrong_password', 403);

/** Whether the person's API tokens outlive what ends their sessions (decision 0081). */
export interface TokenChoice {
  keepApiTokens: boolean;
}

/**
 * Revokes the user's API tokens unless they are kept, with an event naming each; answers how
 * many were revoked. In the caller's transaction: they go with the sessions, or not at all.
 */
async function revokeTokensUnlessKept(
  tx: Tx,
  userId: string,
  { keepApiTokens }: TokenChoice,
  client: ClientInfo,
  sessionId: string | null = null,
): Promise<number> {
  if (keepApiTokens) return 0;
  const names = await revokeUserTokens(tx, userId);
  await recordEvents(
    tx,
    names.map((name) => ({
      type: 'api_token_revoked_with_sessions' as const,
      userId,
      sessionId,
      detail: name,
      client,
    })),
  );
  return names.length;
}

/**
 * Runs a password check for the account with `email`, counted as a sign-in attempt from
 * `address` (the sign-in rate limits' `signIn`): wrong passwords typed to confirm are failed
 * sign-ins, so a stolen session cannot guess at leisure.
 */
export type PasswordAttempts = <T>(
  address: string,
  email: string,
  attempt: () => Promise<T>,
) => Promise<T>;

export interface AccountServiceDeps {
  passwordAttempts: PasswordAttempts;
  now?: () => number;
}

/**
 * A signed-in person's own account (docs/decisions/0028-account-sessions.md): their sessions, their
 * password, their security events, and the account itself. What cannot be undone asks for the
 * password again; every change is a security event, written in the change's own transaction.
 */
export function createAccountService(
  db: Database,
  { passwordAttempts, now = Date.now }: AccountServiceDeps,
) {
  /** The user, locked, or 401 when the account is gone. */
  async function lockedUser(tx: Tx, userId: string): Promise<UserRow> {
    await lockUser(tx, userId);
    const user = await findUserById(tx, userId);
    if (!user) throw sessionEnded();
    return user;
  }

  /** Checks the typed password outside any transaction (argon2 takes a while). */
  async function confirmPassword(
    userId: string,
    password: string,
    client: ClientInfo,
  ): Promise<UserRow> {
    const user = await db.system((tx) => findUserById(tx, userId));
    if (!user) throw sessionEnded();
    await passwordAttempts(client.address ?? '', user.email, async () => {
      if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
    });
    return user;
  }

  return {
    async sessions({ userId, sessionId }: AuthContext): Promise<AccountSession[]> {
      const rows = await db.system((tx) => listLiveSessions(tx, userId, new Date(now())));
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        client_address: row.clientAddress,
        created_at: row.createdAt.toISOString(),
        last_used_at: (row.lastUsedAt ?? row.createdAt).toISOString(),
        current: row.id === sessionId,
      }));
    },

    /** Signs one of the person's devices out; 404 for a session that is not theirs. */
    async revokeSession(auth: AuthContext, sessionId: string, client: ClientInfo): Promise<void> {
      await db.system(async (tx) => {
        if (!(await revokeSession(tx, sessionId, auth.userId))) {
          throw new AppError('not_found', 404, 'No such session.');
        }
        await recordEvent(tx, { type: 'session_revoked', userId: auth.userId, sessionId, client });
      });
    },

    /**
     * Signs out every device but this one, and revokes the API tokens unless they are kept;
     * answers how many of each.
     */
    revokeOtherSessions: (
      auth: AuthContext,
      tokens: TokenChoice,
      client: ClientInfo,
    ): Promise<{ revoked: number; revoked_tokens: number }> =>
      db.system(async (tx) => {
        const revoked = await revokeUserSessions(tx, auth.userId, auth.sessionId);
        if (revoked > 0) {
          await recordEvent(tx, {
            type: 'session_revoked',
            userId: auth.userId,
            sessionId: auth.sessionId,
            client,
          });
        }
        const revokedTokens = await revokeTokensUnlessKept(
          tx,
          auth.userId,
          tokens,
          client,
          auth.sessionId,
        );
        return { revoked, revoked_tokens: revokedTokens };
      }),

    /**
     * Needs the current password. Every other session ends (whoever knew the old password is
     * signed out), and every API token unless they are kept (whoever knew it may have made
     * one); this device stays signed in. Answers how many tokens were revoked.
     */
    async changePassword(
      auth: AuthContext,
      currentPassword: string,
      newPassword: string,
      tokens: TokenChoice,
      client: ClientInfo,
    ): Promise<number> {
      const user = await confirmPassword(auth.userId, currentPassword, client);
      assertStrongPassword(newPassword, user.email);
      const passwordHash = await hashPassword(newPassword);
      return db.system(async (tx) => {
        // Checked again under the lock: of two changes racing with the same current password
        // (the owner and a thief), the second finds it changed and is refused.
        if ((await lockedUser(tx, auth.userId)).passwordHash !== user.passwordHash) {
          throw wrongPassword();
        }
        await updatePasswordHash(tx, auth.userId, passwordHash);
        await revokeUserSessions(tx, auth.userId, auth.sessionId);
        await recordEvent(tx, {
          type: 'password_changed',
          userId: auth.userId,
          sessionId: auth.sessionId,
          client,
        });
        return revokeTokensUnlessKept(tx, auth.userId, tokens, client, auth.sessionId);
      });
    },

    /** Deletes the account and everything of it, after the password; the event outlives it. */
    async deleteAccount(auth: AuthContext, password: string, client: ClientInfo): Promise<void> {
      await confirmPassword(auth.userId, password, client);
      await db.system(async (tx) => {
        await lockedUser(tx, auth.userId);
        await deleteUser(tx, auth.userId);
        await recordEvent(tx, { type: 'account_deleted', userId: auth.userId, client });
      });
    },

    events: (userId: string) => recentEvents(db, userId),

    /**
     * The operators' reset (CLI): a new password for the account with that e-mail, judged like
     * any other; every session of it ends, and every API token unless they are kept. Answers
     * how many tokens were revoked; undefined when no account has that e-mail.
     */
    async resetPassword(
      email: string,
      newPassword: string,
      tokens: TokenChoice,
      client: ClientInfo,
    ): Promise<{ revokedTokens: number } | undefined> {
      const user = await db.system((tx) => findUserByEmail(tx, email));
      if (!user) return undefined;
      assertStrongPassword(newPassword, user.email);
      const passwordHash = await hashPassword(newPassword);
      return db.system(async (tx) => {
        await lockedUser(tx, user.id);
        await updatePasswordHash(tx, user.id, passwordHash);
        await revokeUserSessions(tx, user.id);
        await recordEvent(tx, { type: 'password_changed', userId: user.id, client });
        return { revokedTokens: await revokeTokensUnlessKept(tx, user.id, tokens, client) };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
