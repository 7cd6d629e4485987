import { EMAIL_MAX_LENGTH } from '@shared/constants';
import type { Connection, PendingConnection } from './stored';

/** How long connected.html accepts the answer to a connect request (step 3 of the flow). */
export const PENDING_MAX_AGE_MS = 10 * 60 * 1000;

const STATE_BYTES = 16;

/**
 * What a token may look like before it goes into an Authorization header: Vidshelf's are
 * `vs_pat_` and base64url. Checked by shape rather than by importing the prefix from the tokens
 * contract, which would bring zod into the extension.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,512}$/;

/** 32 random hex characters, from the platform's cryptographic generator. */
export function makeState(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(random(new Uint8Array(STATE_BYTES)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The Vidshelf page where the signed-in user approves this browser (step 2). */
export function connectPageUrl(baseUrl: string, extensionId: string, state: string): string {
  return `${baseUrl}/connect/extension?${new URLSearchParams({ extension: extensionId, state })}`;
}

/**
 * The connection connected.html may keep, from its `#state=…&token=…&email=…` and the pending
 * request; null when this browser did not ask for it (no pending request, another state, a
 * request older than 10 minutes, or a hash without a well-formed token or an e-mail). The
 * address comes from the pending request, never from the hash: a page cannot point the
 * extension at another server.
 */
export function acceptConnection(
  hash: string,
  pending: PendingConnection | undefined,
  now: number,
): Connection | null {
  if (!pending) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  const token = params.get('token') ?? '';
  const email = params.get('email')?.trim() ?? '';
  const age = now - pending.createdAt;
  if (state !== pending.state || age < 0 || age > PENDING_MAX_AGE_MS) return null;
  if (!TOKEN.test(token)) return null;
  if (email === '' || email.length > EMAIL_MAX_LENGTH) return null;
  return { baseUrl: pending.baseUrl, token, email };
}
