import { isIP } from 'node:net';

/**
 * The host name of an authority (`name`, `name:port`, `[v6]:port`) as a URL spells it: lower
 * case, IPv6 in brackets, IPv4 in dotted decimal (`127.1` is `127.0.0.1`), without a final dot.
 * Undefined when it is not a bare authority (a path, user info, nothing at all).
 */
export function hostNameOf(authority: string): string | undefined {
  return parseAuthority(authority)?.hostname.replace(/\.$/, '');
}

/**
 * An ALLOWED_HOSTS entry as hostNameOf spells it: a DNS name (international ones as punycode)
 * or an IP address, without a port. Undefined for anything else, a wildcard included.
 */
export function allowedHostName(entry: string): string | undefined {
  const url = parseAuthority(entry);
  // A colon after any IPv6 brackets starts a port (which URL drops when it is the default).
  const hasPort = isIP(entry) !== 6 && /:[^\]]*$/.test(entry);
  if (url === undefined || hasPort) return undefined;
  const name = url.hostname.replace(/\.$/, '');
  return /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(name) ? name : undefined;
}

function parseAuthority(authority: string): URL | undefined {
  const bare = isIP(authority) === 6 ? `[${authority}]` : authority;
  if (bare === '' || /[/?#\\@]/.test(bare)) return undefined;
  try {
    return new URL(`http://${bare}`);
  } catch {
    return undefined;
  }
}

/**
 * True for a name that only ever means this machine: `localhost` and its subdomains (RFC 6761:
 * browsers answer them without DNS), 127.0.0.0/8 and ::1. A page of another site cannot make
 * a browser send one of these as its Host by rebinding its own name.
 */
export function isLoopbackName(name: string): boolean {
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '[::1]') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}
