import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env';
import { AppError } from './app-error';

/**
 * A router whose routes validate with the zod contracts and join the OpenAPI document.
 * A request the contract refuses answers 400 validation_failed, naming the field.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        // The first problem: its message as the contract words it (the texts of
        // docs/product/validation.md where they apply), and the field it concerns.
        const issue = result.error.issues[0];
        const field = issue?.path.map(String).join('.');
        throw new AppError('validation_failed', 400, issue?.message, field ? { field } : {});
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
