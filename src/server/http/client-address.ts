import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

/** What in-process requests (`app.request`, as the API tests send them) count as: no socket. */
const NO_SOCKET_ADDRESS = 'no-socket';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The key a client's address counts under for rate limits. IPv4 addresses count one by one
 * (an IPv4-mapped IPv6 address as its IPv4 address). An IPv6 address counts by its /64 prefix:
 * one household or server is handed a whole /64, so counting single addresses would give an
 * attacker 2^64 fresh ones.
 */
export function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const [withoutZone = ''] = address.split('%');
  const [head = '', tail] = withoutZone.split('::');
  const left = groupsOf(head);
  // An embedded IPv4 tail (::a.b.c.d) stands for two groups; only the count matters here.
  const right =
    tail === undefined ? [] : groupsOf(tail).flatMap((g) => (g.includes('.') ? [g, g] : [g]));
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4);
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The socket's peer, when the request came over a socket (served by @hono/node-server). */
function socketAddress(c: Context<AppEnv>): string | undefined {
  const bindings = c.env as { incoming?: unknown; server?: unknown } | undefined;
  if (!bindings?.incoming && !bindings?.server) return undefined;
  return getConnInfo(c).remote.address;
}

/**
 * The key per-address limits count the request under. Behind a trusted proxy it is the first
 * X-Forwarded-For entry (the proxy must set the header, not pass on the client's); otherwise,
 * or when that entry is not an IP address, the socket's peer.
 */
export function requestAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() : undefined;
  const address = forwarded && isIP(forwarded) ? forwarded : socketAddress(c);
  return address ? addressKey(address) : NO_SOCKET_ADDRESS;
}

/** Sets `clientAddress` (requestAddress) for the routes that count or remember it. */
export function clientAddress(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('clientAddress', requestAddress(c, trustProxy));
    await next();
  });
}
