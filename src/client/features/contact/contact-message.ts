import { CONTACT_FIELDS_REQUIRED } from '@shared/contact';
import { CONTACT_SEND_DELAY_MS } from '@shared/constants';
import { isAuthError } from '@client/lib/auth';
import { delay } from '@client/lib/delay';

/** What the Contact Us form asks for (docs/product/screens-and-routes.md). */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The words of docs/product/validation.md and errors.md for the form. */
export const CONTACT_TEXTS = {
  missing: CONTACT_FIELDS_REQUIRED,
  sent: 'Your message has been sent successfully!',
  failed: 'Failed to send message. Please try again.',
} as const;

/** Delivers one message; rejects when it could not. */
export type SendContactMessage = (message: ContactMessage) => Promise<void>;

/**
 * docs/product/api.md and limits.md: sending takes one second ("Sending..." shows that long). The
 * message now really goes to the server (docs/product/contact-messages.md); the second stays as the
 * least a send takes, failed or not, so the form behaves as the spec says whether the server
 * answers at once or later.
 */
export const takingAtLeastOneSecond =
  (send: SendContactMessage): SendContactMessage =>
  async (message) => {
    const [sent] = await Promise.allSettled([send(message), delay(CONTACT_SEND_DELAY_MS)]);
    if (sent.status === 'rejected') throw sent.reason;
  };

/**
 * The message trimmed, or null when any field is empty after trimming (docs/product/validation.md).
 */
export function validContactMessage(fields: ContactMessage): ContactMessage | null {
  const trimmed = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
  };
  return trimmed.name && trimmed.email && trimmed.message ? trimmed : null;
}

/** How a send ended: sent, or not, with the server's reason when it gave one worth showing. */
export type SendResult = { sent: true } | { sent: false; reason: string | null };

/**
 * The server's words for a refusal the person can act on: too many messages (wait), or a field
 * it will not take (too long). Anything else (offline, a server error) has only the spec's text.
 */
function reasonOf(error: unknown): string | null {
  if (!isAuthError(error) || !error.fromServer) return null;
  return error.code === 'rate_limited' || error.code === 'validation_failed' ? error.message : null;
}

/** Sends a checked message; not sent (and the reason logged) when it could not be. */
export async function trySend(
  message: ContactMessage,
  send: SendContactMessage,
): Promise<SendResult> {
  try {
    await send(message);
    return { sent: true };
  } catch (error) {
    console.error('Sending the contact message failed:', error);
    return { sent: false, reason: reasonOf(error) };
  }
}
