import { z } from 'zod';
import { EXTENSION_ID_PATTERN } from '../browser-extension';

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

/** `/api/extensions/{id}`: a browser extension's id, as chrome.runtime.id gives it. */
export const ExtensionIdParamSchema = z.object({
  id: z
    .string()
    .regex(EXTENSION_ID_PATTERN, 'An extension id is 32 letters from a to p.')
    .meta({ param: { name: 'id', in: 'path' } }),
});

/** A browser extension this server gives tokens to (decision 0080). */
export const AllowedExtensionSchema = z
  .object({
    id: z.string(),
    official: z.boolean().meta({
      description:
        'True for the Vidshelf extension; false for a self-built copy listed in EXTENSION_IDS.',
    }),
  })
  .meta({ id: 'AllowedExtension' });
export type AllowedExtension = z.infer<typeof AllowedExtensionSchema>;
