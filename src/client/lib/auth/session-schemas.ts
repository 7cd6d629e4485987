import * as v from 'valibot';
import type { AuthSettings, Session, User } from '@shared/contracts/auth';

// The auth answers as the client checks them: the shared contract's shapes (src/shared/contracts/
// auth.ts) restated with valibot, which tree-shakes to what is used, where the contract's full
// zod would add ~23 KB gzipped to the first load (docs/decisions/0022-bundle-budget.md). Shapes only:
// formats are the server's to guarantee. Each is typed as its contract type, so tsc fails when
// the two drift apart.

const UserSchema: v.GenericSchema<User> = v.object({
  id: v.string(),
  email: v.string(),
  display_name: v.nullable(v.string()),
  created_at: v.string(),
});

const seconds = v.pipe(v.number(), v.integer());

export const SessionSchema: v.GenericSchema<Session> = v.object({
  access_token: v.string(),
  token_type: v.literal('bearer'),
  expires_in: seconds,
  expires_at: seconds,
  refresh_token: v.string(),
  user: UserSchema,
});

export const UserResponseSchema: v.GenericSchema<{ user: User }> = v.object({ user: UserSchema });

export const AuthSettingsSchema: v.GenericSchema<AuthSettings> = v.object({
  signup_enabled: v.boolean(),
  first_account: v.boolean(),
});
