import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_THANKS_MS } from '@shared/constants';
import { useAuth } from '@client/features/auth';
import { showErrorToast, showSuccessToast } from '@client/lib/toast';
import { createContactApi } from './contact-api';
import {
  CONTACT_TEXTS,
  takingAtLeastOneSecond,
  trySend,
  validContactMessage,
} from './contact-message';
import type { ContactMessage, SendContactMessage } from './contact-message';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

/** Sends to the server as the signed-in user, taking at least the spec's second. */
function useSendToServer(): SendContactMessage {
  const { client } = useAuth();
  return useMemo(
    () =>
      takingAtLeastOneSecond(
        createContactApi((input, init) => client.fetchWithAuth(input, init)).send,
      ),
    [client],
  );
}

/**
 * The Contact Us form's state (docs/product/states.md): a blank field is refused with a toast; a
 * send shows "Sending..."; success clears the fields and shows the thank-you note for 5 seconds. A
 * failure shows the spec's toast, and beside the form the server's reason when it gives one (too
 * many messages, a field too long).
 */
export function useContactForm(sendOverride?: SendContactMessage) {
  const toServer = useSendToServer();
  const send = sendOverride ?? toServer;
  const [fields, setFields] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
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
    setRefusal(null);
    const result = await trySend(message, send);
    setSending(false);
    if (!result.sent) {
      showErrorToast(CONTACT_TEXTS.failed);
      setRefusal(result.reason);
      return;
    }
    setFields(EMPTY);
    showSuccessToast(CONTACT_TEXTS.sent);
    setThanked(true);
    clearTimeout(thanksTimer.current);
    thanksTimer.current = setTimeout(() => setThanked(false), CONTACT_THANKS_MS);
  }

  return { fields, setField, sending, thanked, refusal, submit };
}
