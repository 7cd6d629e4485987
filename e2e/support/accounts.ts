import type { Session } from '@shared/contracts/auth';
import { signUpViaApi } from '@server/test-support/auth-api';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

let counter = 0;

/** An address no other test (nor an earlier run against the same data) has used. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  /** The session sign-up returned: hand it to `open({ session })` to start signed in. */
  session: Session;
}

/** A new user, created through the API: quicker than the sign-up screen, which has its own test. */
export async function createAccount(serverUrl: string, label?: string): Promise<Account> {
  const email = uniqueEmail(label);
  const session = await signUpViaApi(serverUrl, { email, password: STRONG_PASSWORD });
  return { email, password: STRONG_PASSWORD, session };
}
