// Generated from src/shared/contracts/account.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  AccountSessionSchema,
  AccountSessionsSchema,
  PasswordChangedSchema,
  RevokedSessionsSchema,
  SecurityEventSchema,
  SecurityEventsSchema,
} from '@shared/contracts/account';

const AccountSessionCheck: v.GenericSchema<z.output<typeof AccountSessionSchema>> = v.object({
  id: v.string(),
  device: v.nullable(v.string()),
  client_address: v.nullable(v.string()),
  created_at: v.string(),
  last_used_at: v.string(),
  current: v.boolean(),
});
export const AccountSessionsCheck: v.GenericSchema<z.output<typeof AccountSessionsSchema>> =
  v.object({ sessions: v.array(AccountSessionCheck) });
const SecurityEventCheck: v.GenericSchema<z.output<typeof SecurityEventSchema>> = v.object({
  id: v.string(),
  type: v.picklist([
    'sign_in',
    'sign_in_failed',
    'lockout',
    'refresh_token_reuse',
    'password_changed',
    'session_revoked',
    'account_deleted',
    'api_token_created',
    'api_token_revoked',
    'api_token_disconnected',
    'api_token_revoked_with_sessions',
  ]),
  detail: v.nullable(v.string()),
  client_address: v.nullable(v.string()),
  device: v.nullable(v.string()),
  created_at: v.string(),
});
export const SecurityEventsCheck: v.GenericSchema<z.output<typeof SecurityEventsSchema>> = v.object(
  { events: v.array(SecurityEventCheck) },
);
export const RevokedSessionsCheck: v.GenericSchema<z.output<typeof RevokedSessionsSchema>> =
  v.object({
    revoked: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    revoked_tokens: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  });
export const PasswordChangedCheck: v.GenericSchema<z.output<typeof PasswordChangedSchema>> =
  v.object({ revoked_tokens: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });
