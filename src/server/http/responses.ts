import type { ZodType } from 'zod';
import { ErrorBodySchema } from '@shared/contracts/errors';

/** An OpenAPI response whose body is JSON of the given schema. */
export const jsonResponse = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** OpenAPI entries for the error answers a route can give, by status. */
export function errorResponses<S extends number>(statuses: Record<S, string>) {
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      jsonResponse(ErrorBodySchema, description as string),
    ]),
  ) as Record<S, ReturnType<typeof jsonResponse<typeof ErrorBodySchema>>>;
}

/** OpenAPI entry for 429 rate_limited, which carries `Retry-After`; `limit` says what counts. */
export const rateLimitedResponse = (limit: string) => ({
  429: {
    ...jsonResponse(ErrorBodySchema, `rate_limited: ${limit}`),
    headers: {
      'Retry-After': {
        description: 'Whole seconds until a new attempt can pass.',
        schema: { type: 'integer' as const, minimum: 1 },
      },
    },
  },
});

/** A required JSON request body: any other content type is refused, not skipped. */
export const jsonBody = <T extends ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/**
 * An optional JSON request body: a request without one (no content type) is handed `{}`, not
 * the schema's defaults, so the route reads each field as possibly absent.
 */
export const optionalJsonBody = <T extends ZodType>(schema: T) => ({
  required: false,
  content: { 'application/json': { schema } },
});

/** The answer of every signed-in route without a live session. */
export const UNAUTHORIZED = 'session_missing or invalid_jwt';

/** A signed-in route's error answers: 401 without a live session, and `statuses`. */
export const signedInErrors = <S extends number>(statuses = {} as Record<S, string>) =>
  errorResponses<S | 401>({ 401: UNAUTHORIZED, ...statuses });

/** A signed-in route that takes input: also 400 validation_failed for input it refuses. */
export const signedInInputErrors = <S extends number>(statuses = {} as Record<S, string>) =>
  signedInErrors<S | 400>({ 400: 'validation_failed', ...statuses });

/** OpenAPI entries for a download refused for now (docs/decisions/0082-download-limits.md). */
export const downloadRefusals = () => ({
  ...rateLimitedResponse(
    'the user has as many downloads (exports, import reports) under way as allowed',
  ),
  503: {
    ...jsonResponse(
      ErrorBodySchema,
      'server_busy: the downloads under way fill the space set aside for them',
    ),
    headers: {
      'Retry-After': {
        description: 'Whole seconds until a new attempt may pass.',
        schema: { type: 'integer' as const, minimum: 1 },
      },
    },
  },
});
