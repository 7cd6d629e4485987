import { connectPageUrl, makePairingCode, makeState } from '../lib/connect';
import { revokeCurrentToken } from '../lib/api';
import { forgetStored, writeStored } from '../lib/storage';
import type { Connection } from '../lib/stored';
import { linkParam, type TargetSource } from '../lib/target';

// What the popup asks of the browser: what to save, opening Vidshelf's pages, connecting.

/**
 * What the popup was opened for: the link of `?url=` (the context menu's window), else the
 * active tab of the window the user was last in. `windowTypes: ['normal']` skips the popup's
 * own window; the `tabs` permission lets the popup read that tab's address and title.
 */
export async function readTargetSource(): Promise<TargetSource | null> {
  const link = linkParam(location.search);
  if (link !== null) return { url: link };
  try {
    const focused = await chrome.windows.getLastFocused({
      windowTypes: ['normal'],
      populate: true,
    });
    const tab = focused.tabs?.find((candidate) => candidate.active);
    return tab?.url ? { url: tab.url, ...(tab.title && { title: tab.title }) } : null;
  } catch {
    // No normal window is open: nothing to save.
    return null;
  }
}

/** Opens a Vidshelf page (the library, /upgrade, the connect page) in a tab of the browser. */
export function openTab(url: string): void {
  void chrome.tabs.create({ url });
}

/**
 * Step 1 of the connect flow: remember a fresh random state and pairing code for this address;
 * the answer is Vidshelf's connect page, which hands both back to connected.html with the token.
 */
async function requestConnection(baseUrl: string): Promise<string> {
  const state = makeState();
  const code = makePairingCode();
  await writeStored({
    pending: { baseUrl, state, code, createdAt: Date.now() },
    lastBaseUrl: baseUrl,
  });
  return connectPageUrl(baseUrl, { extensionId: chrome.runtime.id, state, code });
}

/** Connects this browser: opens Vidshelf's page where the signed-in user approves it. */
export async function startConnecting(baseUrl: string): Promise<void> {
  openTab(await requestConnection(baseUrl));
}

/**
 * Forgets a connection whose token the server no longer takes, and connects again to the same
 * Vidshelf (the request is stored first, so the popup's connect screen shows its address).
 */
export async function connectAgain(connection: Connection): Promise<void> {
  const connectPage = await requestConnection(connection.baseUrl);
  await forgetStored('connection');
  openTab(connectPage);
}

/**
 * Revokes the token and forgets the connection. It is forgotten even when the server cannot be
 * reached (the user asked to disconnect this browser); `revoked` says whether the token is
 * gone on the server too, so the popup can say to revoke it by hand.
 */
export async function disconnect(connection: Connection): Promise<{ revoked: boolean }> {
  const result = await revokeCurrentToken(connection);
  await forgetStored('connection', 'pending');
  await writeStored({ lastBaseUrl: connection.baseUrl });
  // 401: the token was revoked already (in Settings, say), which is what was asked.
  const revoked = result.ok || (result.failure.kind === 'http' && result.failure.status === 401);
  return { revoked };
}
