import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_THANKS_MS } from '@shared/constants';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { CONTACT_TEXTS, simulateSend, trySend, validContactMessage } from './contact-message';
import type { ContactMessage, SendContactMessage } from './contact-message';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/**
 * The Contact Us form's state (SPEC §4): a blank field is refused with a toast; a send shows
 * "Sending..."; success clears the fields and shows the thank-you note for 5 seconds.
 */
export function useContactForm(send: SendContactMessage = simulateSend) {
  const [fields, setFields] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const thanksTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(thanksTimer.current), []);

  const setField = (name: keyof ContactMessage, value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const message = validContactMessage(fields);
    if (!message) {
      showErrorToast(CONTACT_TEXTS.missing);
      return;
    }
    setSending(true);
    const sent = await trySend(message, send);
    setSending(false);
    if (!sent) {
      showErrorToast(CONTACT_TEXTS.failed);
      return;
    }
    setFields(EMPTY);
    showSuccessToast(CONTACT_TEXTS.sent);
    setThanked(true);
    clearTimeout(thanksTimer.current);
    thanksTimer.current = setTimeout(() => setThanked(false), CONTACT_THANKS_MS);
  }

  return { fields, setField, sending, thanked, submit };
}
