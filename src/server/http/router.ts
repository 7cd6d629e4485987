import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env';
import { AppError } from './app-error';

/** Describes the first thing wrong with a request, naming the field. */
function describeIssue(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'The request is not valid.';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * A router whose routes validate with the zod contracts and join the OpenAPI document.
 * A request the contract refuses answers 400 validation_failed.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('validation_failed', 400, describeIssue(result.error.issues[0]));
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
