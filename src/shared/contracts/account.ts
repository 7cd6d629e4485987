import { z } from 'zod';
import { PasswordSchema } from './auth';

/**
 * The signed-in person's own account (docs/product/accounts-and-sessions.md): password change,
 * sessions, security events, deletion. Every call needs a signed-in session; the current password
 * is asked again before anything that cannot be undone (403 `wrong_password` when it does not
 * match).
 */

/**
 * Whether the person's API tokens outlive a password change or "sign out all other devices":
 * false (the default) revokes them all, since whoever held the old password may have made one
 * (decision 0081).
 */
const KeepApiTokensSchema = z.boolean().default(false).meta({
  description: 'True keeps the API tokens working; left out or false revokes every one of them.',
});

export const ChangePasswordRequestSchema = z
  .object({
    current_password: PasswordSchema,
    new_password: PasswordSchema,
    keep_api_tokens: KeepApiTokensSchema,
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** What a password change ended beside the other sessions. */
export const PasswordChangedSchema = z
  .object({ revoked_tokens: z.number().int().min(0) })
  .meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

export const RevokeOtherSessionsRequestSchema = z
  .object({ keep_api_tokens: KeepApiTokensSchema })
  .meta({ id: 'RevokeOtherSessionsRequest' });
export type RevokeOtherSessionsRequest = z.input<typeof RevokeOtherSessionsRequestSchema>;

export const DeleteAccountRequestSchema = z
  .object({ password: PasswordSchema })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequestSchema>;

/** One signed-in device: a session and the refresh tokens that keep it alive. */
export const AccountSessionSchema = z
  .object({
    id: z.uuid(),
    /** "Chrome on macOS", read from the user agent at sign-in; null when there was none. */
    device: z.string().nullable(),
    /** The client address at sign-in (behind a proxy only with TRUST_PROXY). */
    client_address: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    /** The last refresh, or the sign-in when there has been none. */
    last_used_at: z.iso.datetime({ offset: true }),
    /** True for the session this request was made with. */
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z
  .object({ sessions: z.array(AccountSessionSchema) })
  .meta({ id: 'AccountSessions' });
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'lockout',
  'refresh_token_reuse',
  'password_changed',
  'session_revoked',
  'account_deleted',
  // API tokens (decision 0081); each names the token in `detail`.
  'api_token_created',
  /** Revoked by the person, in Settings. */
  'api_token_revoked',
  /** Revoked by a request sent with it (the browser extension disconnecting). */
  'api_token_disconnected',
  /** Revoked by a password change, "sign out all other devices" or the operator's reset. */
  'api_token_revoked_with_sessions',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SecurityEventSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(SECURITY_EVENT_TYPES),
    /** What the event names: the API token's name; null for the others. */
    detail: z.string().nullable(),
    client_address: z.string().nullable(),
    /** Read from the user agent, like a session's device. */
    device: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEvent = z.infer<typeof SecurityEventSchema>;

/** The person's most recent events, newest first. */
export const SecurityEventsSchema = z
  .object({ events: z.array(SecurityEventSchema) })
  .meta({ id: 'SecurityEvents' });
export type SecurityEvents = z.infer<typeof SecurityEventsSchema>;

/** How many sessions `revoke-others` ended, and how many API tokens it revoked. */
export const RevokedSessionsSchema = z
  .object({ revoked: z.number().int().min(0), revoked_tokens: z.number().int().min(0) })
  .meta({ id: 'RevokedSessions' });
