import { z } from 'zod';
import { CONTACT_FIELDS_REQUIRED, CONTACT_MAX_LENGTH } from '../contact';

export { CONTACT_FIELDS_REQUIRED };

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) have no place in a
 * name, an address or a typed message, and PostgreSQL's text refuses NUL outright.
 */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const ONE_LINE_CONTROL = /\p{Cc}/u;

const field = (label: string, max: number, control: RegExp) =>
  z
    // Missing counts as blank.
    .string({ error: CONTACT_FIELDS_REQUIRED })
    .trim()
    .min(1, CONTACT_FIELDS_REQUIRED)
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .refine(
      (value) => !control.test(value),
      `The ${label} contains characters that cannot be sent.`,
    );

/**
 * POST /api/contact: the Contact Us form (docs/product/screens-and-routes.md), every field required
 * after trimming.
 */
export const ContactMessageRequestSchema = z
  .object({
    name: field('name', CONTACT_MAX_LENGTH.name, ONE_LINE_CONTROL),
    // The browser's own check of an e-mail input (HTML's "valid e-mail address"), so that what the
    // form lets through the server takes.
    email: field('e-mail address', CONTACT_MAX_LENGTH.email, ONE_LINE_CONTROL).pipe(
      z.email({ pattern: z.regexes.html5Email, message: 'Enter a valid e-mail address.' }),
    ),
    message: field('message', CONTACT_MAX_LENGTH.message, CONTROL),
  })
  .meta({ id: 'ContactMessageRequest' });
export type ContactMessageRequest = z.infer<typeof ContactMessageRequestSchema>;

/** The stored message's id and when it arrived. */
export const ContactMessageReceiptSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ContactMessageReceipt' });
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceiptSchema>;
