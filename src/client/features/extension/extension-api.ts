import type { AllowedExtension, CreatedApiToken } from '@shared/contracts/tokens';
import { checkedApi, type AuthorizedFetch } from '@client/lib/auth';
import { AllowedExtensionCheck, CreatedApiTokenCheck } from '@client/lib/contracts/tokens-checks';

/**
 * The connect page's calls (/api/extensions/{id}): the server says whether it connects this
 * extension and which it is, and makes its token; either refuses an extension it does not
 * allow with `extension_not_allowed`.
 */
export function createExtensionApi(fetchWithAuth: AuthorizedFetch) {
  const { json } = checkedApi(fetchWithAuth);
  const path = (extensionId: string) => `/api/extensions/${encodeURIComponent(extensionId)}`;

  return {
    describe: (extensionId: string): Promise<AllowedExtension> =>
      json(AllowedExtensionCheck, path(extensionId)),

    /** The extension's token, with its secret: the only time the secret is seen. */
    createToken: (extensionId: string, name: string): Promise<CreatedApiToken> =>
      json(CreatedApiTokenCheck, `${path(extensionId)}/tokens`, {
        method: 'POST',
        body: JSON.stringify({ name }),
      }),
  };
}

export type ExtensionApi = ReturnType<typeof createExtensionApi>;
