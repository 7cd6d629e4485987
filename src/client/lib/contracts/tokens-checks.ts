// Generated from src/shared/contracts/tokens.ts by `npm run generate:checks`: do not edit.
// The client checks its answers with these valibot schemas, written from the shared zod
// contracts (scripts/answer-checks, docs/decisions/0034-answer-checks-generated.md).
import * as v from 'valibot';
import type { z } from 'zod';
import type {
  AllowedExtensionSchema,
  ApiTokenSchema,
  ApiTokensSchema,
  CreatedApiTokenSchema,
} from '@shared/contracts/tokens';

const ApiTokenCheck: v.GenericSchema<z.output<typeof ApiTokenSchema>> = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export const ApiTokensCheck: v.GenericSchema<z.output<typeof ApiTokensSchema>> = v.object({
  tokens: v.array(ApiTokenCheck),
});
export const CreatedApiTokenCheck: v.GenericSchema<z.output<typeof CreatedApiTokenSchema>> =
  v.object({
    id: v.string(),
    name: v.string(),
    createdAt: v.string(),
    lastUsedAt: v.nullable(v.string()),
    token: v.string(),
  });
export const AllowedExtensionCheck: v.GenericSchema<z.output<typeof AllowedExtensionSchema>> =
  v.object({ id: v.string(), official: v.boolean() });
