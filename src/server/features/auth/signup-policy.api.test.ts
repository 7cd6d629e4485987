import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '@server/db/execute-rows';
import { createTestApp, uniqueEmail } from '@server/test-support/test-app';
import { testDriver } from '@server/test-support/test-database';
import { STRONG_PASSWORD } from '@server/test-support/strong-password';

// ALLOW_SIGNUP unset, as a fresh install runs: sign-up is open until the first account exists
// (docs/decisions/0027-signup-policy.md). Each case gets an instance of its own.
const freshInstance = () => createTestApp({ allowSignup: undefined, signUpsPerIp: 100 });

const signUpOn = (request: Awaited<ReturnType<typeof freshInstance>>['request']) =>
  request('POST', '/api/auth/signup', {
    body: { email: uniqueEmail(), password: STRONG_PASSWORD },
  });

describe(`who may create an account (${testDriver()})`, async () => {
  const first = await freshInstance();
  const race = await freshInstance();

  it('the first person to open a fresh install creates theirs; then sign-up closes', async () => {
    const { request } = first;
    expect((await request('GET', '/api/auth/settings')).body).toEqual({
      signup_enabled: true,
      first_account: true,
    });
    expect((await signUpOn(request)).status).toBe(201);

    expect((await request('GET', '/api/auth/settings')).body).toEqual({
      signup_enabled: false,
      first_account: false,
    });
    const second = await signUpOn(request);
    expect(second.status).toBe(403);
    expect(second.body).toEqual({
      error: { code: 'signup_disabled', message: 'Signups not allowed for this instance.' },
    });
  });

  it('of several sign-ups racing to be the first, exactly one gets in', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUpOn(race.request)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    const [row] = await race.database.db.system((tx) =>
      executeRows<{ n: number }>(tx, sql`select count(*)::int as n from users`),
    );
    expect(row?.n).toBe(1);
  });
});
