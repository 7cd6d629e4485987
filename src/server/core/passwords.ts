import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_SCORE } from '@shared/constants';
import type { WeakPasswordReason } from '@shared/errors';
import { AppError } from '@server/http/app-error';

/** argon2id with the library's defaults: OWASP's setting (19 MiB, t=2, p=1). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/**
 * zxcvbn's cost grows with length; a password's first 100 characters are plenty to judge it
 * (its authors' advice), while the whole password is still what gets hashed.
 */
const JUDGED_LENGTH = 100;

/** Why a password would be refused at sign-up; empty when it is strong enough. */
function weakPasswordReasons(password: string, email: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    reasons.push({
      code: 'length',
      message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
  }
  const emailWords = email
    .toLowerCase()
    .split(/[@.+_-]/)
    .filter(Boolean);
  const result = zxcvbn.check(password.slice(0, JUDGED_LENGTH), emailWords);
  if (result.score < PASSWORD_MIN_SCORE) {
    const { warning, suggestions } = result.feedback;
    const detail = [warning, ...suggestions].filter(Boolean).join(' ');
    reasons.push({
      code: 'guessable',
      message: `Password is too easy to guess.${detail ? ` ${detail}` : ''}`,
    });
  }
  return reasons;
}

/** Refuses a weak password with 422 weak_password and the reasons (sign-up, changes, resets). */
export function assertStrongPassword(password: string, email: string): void {
  const reasons = weakPasswordReasons(password, email);
  if (reasons.length > 0) {
    throw new AppError('weak_password', 422, 'Password is too weak.', { reasons });
  }
}
