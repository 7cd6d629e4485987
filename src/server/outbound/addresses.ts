import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Whether the server may connect to one address, and if not, which range it is in (for the log). */
export type AddressVerdict =
  | { allowed: true }
  | {
      allowed: false;
      /** ipaddr.js's name of the range (`loopback`, `private`, `linkLocal`, …) or ours. */
      range: string;
    };

/**
 * Cloud instance-metadata services (AWS, GCP, Azure, Oracle, Alibaba). Each is inside a range
 * refused anyway; named here so the log says what it was, and so a change of the ranges
 * cannot let one through.
 */
const CLOUD_METADATA = new Set(
  ['169.254.169.254', '169.254.170.2', '192.0.0.192', '100.100.100.200', 'fd00:ec2::254'].map(
    (address) => ipaddr.parse(address).toNormalizedString(),
  ),
);

/** IPv6 global unicast: anything outside 2000::/3 is not a public host. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** The NAT64 well-known prefix; 64:ff9b:1::/48 (local use) stays refused. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
/** IPv4-compatible (deprecated): ::a.b.c.d. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Judges one address from a DNS answer or a URL's host: allowed only if it is a public unicast
 * address. ipaddr.js names every special range (loopback, unspecified, private, carrier-grade
 * NAT, link-local, unique-local, multicast, broadcast, reserved, documentation, benchmarking,
 * Teredo, …), so this is an allow-list: a range it knows is refused, and an IPv6 address must
 * also lie in 2000::/3. An IPv6 address that carries an IPv4 one (IPv4-mapped, IPv4-compatible,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) is judged by that IPv4 address, as that is where a
 * connection to it may end up.
 */
export function judgeAddress(text: string): AddressVerdict {
  // Only the canonical forms DNS answers and WHATWG URLs produce; no octal or hex guessing.
  if (isIP(text) === 0) return { allowed: false, range: 'not an IP address' };
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(text);
  } catch {
    return { allowed: false, range: 'not an IP address' };
  }
  if (CLOUD_METADATA.has(address.toNormalizedString())) {
    return { allowed: false, range: 'cloud metadata' };
  }
  if (address.kind() === 'ipv4') return judgeIpv4(address as ipaddr.IPv4);

  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'unspecified' || range === 'loopback') return { allowed: false, range };
  const embedded = embeddedIpv4(v6, range);
  if (embedded) {
    const verdict = judgeAddress(embedded.ipv4.toString());
    return verdict.allowed
      ? verdict
      : { allowed: false, range: `${verdict.range} (${embedded.form})` };
  }
  if (range !== 'unicast') return { allowed: false, range };
  if (!v6.match(GLOBAL_UNICAST_V6)) return { allowed: false, range: 'reserved' };
  return { allowed: true };
}

function judgeIpv4(address: ipaddr.IPv4): AddressVerdict {
  const range = address.range();
  return range === 'unicast' ? { allowed: true } : { allowed: false, range };
}

/** The IPv4 address an IPv6 one carries, for the forms where a connection may reach it. */
function embeddedIpv4(
  address: ipaddr.IPv6,
  range: string,
): { ipv4: ipaddr.IPv4; form: string } | undefined {
  const bytes = address.toByteArray();
  const last32 = () => new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === 'ipv4Mapped') return { ipv4: last32(), form: 'IPv4-mapped' };
  if (address.match(IPV4_COMPATIBLE)) return { ipv4: last32(), form: 'IPv4-compatible' };
  if (address.match(NAT64_WELL_KNOWN)) return { ipv4: last32(), form: 'NAT64' };
  // 2002:AABB:CCDD::/48 is the 6to4 network of AA.BB.CC.DD.
  if (range === '6to4') return { ipv4: new ipaddr.IPv4(bytes.slice(2, 6)), form: '6to4' };
  return undefined;
}

/** `address:port` (`[address]:port` for IPv6) with the address in one normalised spelling. */
export function addressAndPort(address: string, port: number): string {
  const normalised = ipaddr.parse(address).toNormalizedString();
  return isIP(address) === 6 ? `[${normalised}]:${port}` : `${normalised}:${port}`;
}
