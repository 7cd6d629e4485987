import * as z from 'zod/mini';
import type { AuthSettings, Session, User } from '../../../shared/contracts/auth';

// The auth answers as the client checks them: the shared contract's shapes (src/shared/contracts/
// auth.ts) restated with zod/mini, which the bundle tree-shakes to what is used, where the
// contract's full zod would add ~23 KB gzipped to the first load (docs/decisions/bundle-budget.md).
// Each is typed as its contract type, so tsc fails when the two drift apart.

const UserSchema: z.ZodMiniType<User> = z.object({
  id: z.uuid(),
  email: z.string(),
  display_name: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
});

export const SessionSchema: z.ZodMiniType<Session> = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
  expires_at: z.int(),
  refresh_token: z.string(),
  user: UserSchema,
});

export const UserResponseSchema: z.ZodMiniType<{ user: User }> = z.object({ user: UserSchema });

export const AuthSettingsSchema: z.ZodMiniType<AuthSettings> = z.object({
  signup_enabled: z.boolean(),
});
