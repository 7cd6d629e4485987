/** What the extension asks for when it opens `/connect/extension?extension=…&state=…`. */
export interface ConnectRequest {
  /** The extension's id (chrome.runtime.id): 32 letters a to p. */
  extensionId: string;
  /** The popup's random value, handed back so the extension knows it asked for this token. */
  state: string;
}

const EXTENSION_ID = /^[a-p]{32}$/u;
const STATE = /^[A-Za-z0-9_-]{16,128}$/u;

/**
 * The connect link's parameters, or null when either is missing or malformed: both go into a
 * `chrome-extension://` address, so nothing but the expected characters may pass.
 */
export function parseConnectRequest(params: URLSearchParams): ConnectRequest | null {
  const extensionId = params.get('extension');
  const state = params.get('state');
  if (extensionId === null || state === null) return null;
  if (!EXTENSION_ID.test(extensionId) || !STATE.test(state)) return null;
  return { extensionId, state };
}

/**
 * The extension's page that receives the new token. The secrets travel in the fragment, which
 * no server sees and the page wipes once read.
 */
export function connectedPageUrl(
  { extensionId, state }: ConnectRequest,
  { token, email }: { token: string; email: string },
): string {
  const fragment = new URLSearchParams({ state, token, email });
  return `chrome-extension://${extensionId}/connected.html#${fragment.toString()}`;
}
