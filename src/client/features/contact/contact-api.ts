import type { ContactMessageRequest } from '@shared/contracts/contact';
import { checkedApi, type AuthorizedFetch } from '@client/lib/auth';

/**
 * Settings → Contact Us (POST /api/contact): the message is stored for the operator. Resolves
 * once it is; every failure is an AuthError with the server's code and message. The answer (the
 * stored id) is not read, so it needs no check.
 */
export function createContactApi(fetchWithAuth: AuthorizedFetch) {
  const { send } = checkedApi(fetchWithAuth);
  return {
    send: async (message: ContactMessageRequest): Promise<void> => {
      await send('/api/contact', { method: 'POST', body: JSON.stringify(message) });
    },
  };
}
