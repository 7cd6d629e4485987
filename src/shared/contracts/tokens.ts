import { z } from 'zod';

/** What a token's secret starts with: a scanner (or a person) can tell what leaked. */
export const API_TOKEN_PREFIX = 'vs_pat_';
export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** Tokens one account may hold at once (decision 0081): one per script or device, and many. */
export const API_TOKENS_PER_USER_MAX = 100;

export const ApiTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Null until it is first used; updated at most once a minute. */
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokensSchema = z
  .object({ tokens: z.array(ApiTokenSchema) })
  .meta({ id: 'ApiTokens' });

export const CreateApiTokenRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name the token, e.g. after the device or script that uses it.')
      .max(API_TOKEN_NAME_MAX_LENGTH, `Use at most ${API_TOKEN_NAME_MAX_LENGTH} characters.`),
  })
  .meta({ id: 'CreateApiTokenRequest' });

/** A new token: its secret is in this answer only, never again. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({
  token: z.string().meta({ description: 'The secret: send it as `Authorization: Bearer …`.' }),
}).meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

/** The token a request was sent with, and the account it acts for (GET /api/tokens/current). */
export const CurrentApiTokenSchema = ApiTokenSchema.extend({
  email: z.string().meta({ description: 'The e-mail of the account the token acts for.' }),
}).meta({ id: 'CurrentApiToken' });
export type CurrentApiToken = z.infer<typeof CurrentApiTokenSchema>;
