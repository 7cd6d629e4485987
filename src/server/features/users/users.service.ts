import type { Tier, User } from '@shared/contracts/auth';
import type { Database } from '@server/db/client';
import { isUniqueViolation } from '@server/db/errors';
import { AppError } from '@server/http/app-error';
import {
  USERS_EMAIL_KEY,
  hasAnyUser,
  hasAnyUserLocked,
  insertUserWithDefaultCollection,
  updateTierByEmail,
} from './users.repo';
import { assertStrongPassword, hashPassword, findUserById, type UserRow } from '@server/core';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  display_name: row.displayName,
  created_at: row.createdAt.toISOString(),
});

/** Account creation and tiers, shared by sign-up and the operators' CLI. */
export function createUsersService(db: Database) {
  return {
    /**
     * Creates an account with its "Unsorted" collection in one transaction.
     * Refuses weak passwords (with reasons) and e-mails already taken in any case.
     */
    async create(
      email: string,
      password: string,
      tier: Tier = 'free',
      /**
       * Sign-up while ALLOW_SIGNUP is unset: refused with signup_disabled unless this is the
       * instance's first account, asked under a lock in the account's own transaction, so of two
       * racing first sign-ups the second sees the first's account.
       */
      { onlyAsFirstAccount = false } = {},
    ): Promise<UserRow> {
      assertStrongPassword(password, email);
      const passwordHash = await hashPassword(password);
      try {
        return await db.system(async (tx) => {
          if (onlyAsFirstAccount && (await hasAnyUserLocked(tx))) {
            throw new AppError('signup_disabled', 403);
          }
          return insertUserWithDefaultCollection(tx, { email, passwordHash, tier });
        });
      } catch (error) {
        if (isUniqueViolation(error, USERS_EMAIL_KEY)) throw new AppError('email_exists', 409);
        throw error;
      }
    },

    /** The signed-in user's own record, read under row-level security. */
    async get(userId: string): Promise<User> {
      const row = await db.asUser(userId, (tx) => findUserById(tx, userId));
      if (!row) throw new AppError('invalid_jwt', 401);
      return toUser(row);
    },

    /** True until the first account exists. */
    isFirstAccount: async (): Promise<boolean> => !(await db.system(hasAnyUser)),

    /** Returns false when no user has that e-mail. */
    setTier: (email: string, tier: Tier): Promise<boolean> =>
      db.system((tx) => updateTierByEmail(tx, email, tier)),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
