import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';

/** E-mail as typed: surrounding spaces dropped; case kept but never significant. */
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }))
  .meta({ example: 'ada@example.com' });

/** Passwords are taken whole: no trimming, no truncation. Strength is judged by the server. */
export const PasswordSchema = z
  .string()
  .min(1, { message: 'Enter a password.' })
  .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

export const CredentialsSchema = z
  .object({ email: EmailSchema, password: PasswordSchema })
  .meta({ id: 'Credentials' });
export type Credentials = z.input<typeof CredentialsSchema>;

export const RefreshRequestSchema = z
  .object({ refresh_token: z.string().min(1).max(512) })
  .meta({ id: 'RefreshRequest' });

export const TierSchema = z.enum(['free', 'pro']).meta({ id: 'Tier' });
export type Tier = z.infer<typeof TierSchema>;

export const UserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    display_name: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const SessionSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    /** Seconds the access token lives from issue. */
    expires_in: z.number().int(),
    /** When the access token expires, in seconds since the Unix epoch. */
    expires_at: z.number().int(),
    refresh_token: z.string(),
    user: UserSchema,
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;

export const UserResponseSchema = z.object({ user: UserSchema }).meta({ id: 'UserResponse' });

export const AuthSettingsSchema = z
  .object({
    signup_enabled: z.boolean(),
    /** True while the instance has no account: the first sign-up creates its owner's. */
    first_account: z.boolean(),
  })
  .meta({ id: 'AuthSettings' });
export type AuthSettings = z.infer<typeof AuthSettingsSchema>;
