// Generated from src/shared/contracts/auth.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  AuthSettingsSchema,
  SessionSchema,
  UserResponseSchema,
  UserSchema,
} from '@shared/contracts/auth';

const UserCheck: v.GenericSchema<z.output<typeof UserSchema>> = v.object({
  id: v.string(),
  email: v.string(),
  display_name: v.nullable(v.string()),
  created_at: v.string(),
});
export const SessionCheck: v.GenericSchema<z.output<typeof SessionSchema>> = v.object({
  access_token: v.string(),
  token_type: v.literal('bearer'),
  expires_in: v.pipe(v.number(), v.safeInteger()),
  expires_at: v.pipe(v.number(), v.safeInteger()),
  refresh_token: v.string(),
  user: UserCheck,
});
export const UserResponseCheck: v.GenericSchema<z.output<typeof UserResponseSchema>> = v.object({
  user: UserCheck,
});
export const AuthSettingsCheck: v.GenericSchema<z.output<typeof AuthSettingsSchema>> = v.object({
  signup_enabled: v.boolean(),
  first_account: v.boolean(),
});
