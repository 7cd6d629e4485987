import { CONTACT_SEND_DELAY_MS } from '@shared/constants';
import { delay } from '@client/lib/delay';

/** What the Contact Us form asks for (SPEC §2). */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** SPEC §5 and §8's words for the form. */
export const CONTACT_TEXTS = {
  missing: 'Please fill in all fields',
  sent: 'Your message has been sent successfully!',
  failed: 'Failed to send message. Please try again.',
} as const;

/** Delivers one message; rejects when it could not. */
export type SendContactMessage = (message: ContactMessage) => Promise<void>;

/** SPEC §7: sending is simulated, a 1-second wait with no network call. */
export const simulateSend: SendContactMessage = () => delay(CONTACT_SEND_DELAY_MS);

/** The message trimmed, or null when any field is empty after trimming (SPEC §5). */
export function validContactMessage(fields: ContactMessage): ContactMessage | null {
  const trimmed = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
  };
  return trimmed.name && trimmed.email && trimmed.message ? trimmed : null;
}

/** Sends a checked message; false (and the reason logged) when it could not be sent. */
export async function trySend(message: ContactMessage, send: SendContactMessage): Promise<boolean> {
  try {
    await send(message);
    return true;
  } catch (error) {
    console.error('Sending the contact message failed:', error);
    return false;
  }
}
