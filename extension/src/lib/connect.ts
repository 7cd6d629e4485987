import { PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@shared/browser-extension';
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

type Random = (bytes: Uint8Array) => Uint8Array;
const platformRandom: Random = (bytes) => crypto.getRandomValues(bytes);

/** 32 random hex characters, from the platform's cryptographic generator. */
export function makeState(random: Random = platformRandom): string {
  return Array.from(random(new Uint8Array(STATE_BYTES)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The pairing code the popup shows while it waits and the connect page shows too, for the person
 * to match: 6 random characters of an alphabet of 32 (so `byte % 32` has no bias).
 */
export function makePairingCode(random: Random = platformRandom): string {
  return Array.from(
    random(new Uint8Array(PAIRING_CODE_LENGTH)),
    (byte) => PAIRING_CODE_ALPHABET[byte % PAIRING_CODE_ALPHABET.length],
  ).join('');
}

/** What the popup asks for in step 1, and checks the answer against in step 3. */
export interface ConnectAsk {
  extensionId: string;
  state: string;
  code: string;
}

/** The Vidshelf page where the signed-in user approves this browser (step 2). */
export function connectPageUrl(baseUrl: string, { extensionId, state, code }: ConnectAsk): string {
  const query = new URLSearchParams({ extension: extensionId, state, code });
  return `${baseUrl}/connect/extension?${query}`;
}

/**
 * The connection connected.html may keep, from its `#state=…&code=…&token=…&email=…` and the
 * pending request; null when this browser did not ask for it (no pending request, another state
 * or pairing code, a request older than 10 minutes, or a hash without a well-formed token or an
 * e-mail). The
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
  const code = params.get('code');
  const token = params.get('token') ?? '';
  const email = params.get('email')?.trim() ?? '';
  const age = now - pending.createdAt;
  if (state !== pending.state || code !== pending.code) return null;
  if (age < 0 || age > PENDING_MAX_AGE_MS) return null;
  if (!TOKEN.test(token)) return null;
  if (email === '' || email.length > EMAIL_MAX_LENGTH) return null;
  return { baseUrl: pending.baseUrl, token, email };
}
