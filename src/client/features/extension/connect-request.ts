import { isExtensionId, isPairingCode } from '@shared/browser-extension';

/** What the extension asks for when it opens `/connect/extension?extension=…&state=…&code=…`. */
export interface ConnectRequest {
  /** The extension's id (chrome.runtime.id): 32 letters a to p. */
  extensionId: string;
  /** The popup's random value, handed back so the extension knows it asked for this token. */
  state: string;
  /** The pairing code the popup shows: the person checks this page shows the same one. */
  code: string;
}

const STATE = /^[A-Za-z0-9_-]{16,128}$/u;

/**
 * The connect link's parameters, or null when any is missing or malformed: they go into a
 * `chrome-extension://` address, so nothing but the expected characters may pass.
 */
export function parseConnectRequest(params: URLSearchParams): ConnectRequest | null {
  const extensionId = params.get('extension');
  const state = params.get('state');
  const code = params.get('code');
  if (extensionId === null || state === null || code === null) return null;
  if (!isExtensionId(extensionId) || !STATE.test(state) || !isPairingCode(code)) return null;
  return { extensionId, state, code };
}

/**
 * The extension's page that receives the new token, with the state and the pairing code the
 * popup checks. The secrets travel in the fragment, which no server sees and the page wipes
 * once read.
 */
export function connectedPageUrl(
  { extensionId, state, code }: ConnectRequest,
  { token, email }: { token: string; email: string },
): string {
  const fragment = new URLSearchParams({ state, code, token, email });
  return `chrome-extension://${extensionId}/connected.html#${fragment.toString()}`;
}
