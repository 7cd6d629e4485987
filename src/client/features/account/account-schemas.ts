import * as v from 'valibot';
import {
  SECURITY_EVENT_TYPES,
  type AccountSession,
  type SecurityEvent,
} from '@shared/contracts/account';

// The account answers (src/shared/contracts/account.ts), checked before anything renders them.
const AccountSessionSchema: v.GenericSchema<AccountSession> = v.object({
  id: v.string(),
  device: v.nullable(v.string()),
  client_address: v.nullable(v.string()),
  created_at: v.string(),
  last_used_at: v.string(),
  current: v.boolean(),
});

export const AccountSessionsSchema = v.object({ sessions: v.array(AccountSessionSchema) });

const SecurityEventSchema: v.GenericSchema<SecurityEvent> = v.object({
  id: v.string(),
  type: v.picklist(SECURITY_EVENT_TYPES),
  client_address: v.nullable(v.string()),
  device: v.nullable(v.string()),
  created_at: v.string(),
});

export const SecurityEventsSchema = v.object({ events: v.array(SecurityEventSchema) });

export const RevokedSessionsSchema = v.object({ revoked: v.number() });
