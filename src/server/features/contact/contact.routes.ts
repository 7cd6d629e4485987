import { createRoute } from '@hono/zod-openapi';
import {
  CONTACT_FIELDS_REQUIRED,
  ContactMessageReceiptSchema,
  ContactMessageRequestSchema,
} from '@shared/contracts/contact';
import { signedInRoute, type SignedIn } from '@server/http/require-auth';
import {
  jsonBody,
  jsonResponse,
  rateLimitedResponse,
  signedInInputErrors,
} from '@server/http/responses';
import type { Router } from '@server/http/router';
import { CONTACT_MESSAGES_PER_HOUR, type ContactService } from './contact.service';

/**
 * POST /api/contact: Settings → Contact Us. A signed-in session only: a message is a person
 * writing, and an API token (a script) refused with 403 cannot fill the operator's inbox.
 */
export function registerContactRoutes(router: Router, signedIn: SignedIn, contact: ContactService) {
  const sendRoute = createRoute({
    ...signedInRoute(signedIn, ['Contact']),
    method: 'post',
    path: '/api/contact',
    summary: 'Send a message to the operator (Settings → Contact Us)',
    description: `Stored with the sender's account and the time, for the operator to read with \`npm run cli -- messages\`. Every field is required after trimming ("${CONTACT_FIELDS_REQUIRED}").`,
    request: { body: jsonBody(ContactMessageRequestSchema) },
    responses: {
      201: jsonResponse(ContactMessageReceiptSchema, 'Stored'),
      ...signedInInputErrors({ 403: 'token_not_allowed: sent with an API token' }),
      ...rateLimitedResponse(
        `more than ${CONTACT_MESSAGES_PER_HOUR} messages an hour from the account`,
      ),
    },
  });

  return router.openapi(sendRoute, async (c) =>
    c.json(await contact.send(c.get('auth').userId, c.req.valid('json')), 201),
  );
}
