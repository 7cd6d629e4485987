import { MESSAGES } from './messages';

export const DEFAULT_ADDRESS = 'http://localhost:3000';

export type AddressCheck = { ok: true; baseUrl: string } | { ok: false; message: string };

/** `scheme:` at the start, but not `host:port` (`localhost:3000`). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;
/** Hosts people run Vidshelf on without TLS: this machine and addresses on the local network. */
const PLAIN_HTTP_HOST = /^(?:localhost|127\.[\d.]+|\[[\da-f:.]+\]|[\d.]+)(?::\d+)?(?:[/?#]|$)/i;

/**
 * The Vidshelf address as typed, made an origin (`https://vids.example.com`, no path or trailing
 * slash) that the API paths are appended to. Without a scheme, `localhost:3000` and IP addresses
 * get http://, anything else https://. Only http(s) is accepted: the address is linked and fetched.
 */
export function normaliseAddress(input: string): AddressCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: MESSAGES.addressRequired };
  const withScheme = HAS_SCHEME.test(value)
    ? value
    : `${PLAIN_HTTP_HOST.test(value) ? 'http' : 'https'}://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: MESSAGES.addressInvalid };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: MESSAGES.addressNotHttp };
  }
  if (url.hostname === '') return { ok: false, message: MESSAGES.addressInvalid };
  return { ok: true, baseUrl: url.origin };
}
