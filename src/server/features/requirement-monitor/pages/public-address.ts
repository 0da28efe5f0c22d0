import { lookup as lookupName, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * The monitor's address guard (docs/decisions/0021): a watched page may name any host, so only ordinary public
 * unicast addresses are fetched unless MONITOR_ALLOW_PRIVATE_NETWORK.
 */

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

// Cloud metadata services. Most lie in ranges refused anyway (link-local, CGNAT, unique-local), but Azure's
// 168.63.129.16 is otherwise an ordinary public address.
const METADATA_ADDRESSES = new Set(
  ['169.254.169.254', '168.63.129.16', '100.100.100.200', '192.0.0.192', 'fd00:ec2::254'].map((ip) =>
    ipaddr.parse(ip).toNormalizedString(),
  ),
);
// Every public IPv6 unicast address lies here; what lies outside is reserved, local or special.
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const cidr = (range: string) => ipaddr.IPv6.parseCIDR(range);
const IPV4_COMPATIBLE = cidr('::/96');
const IPV4_MAPPED = cidr('::ffff:0:0/96');
const NAT64_WELL_KNOWN = cidr('64:ff9b::/96');
const NAT64_LOCAL = cidr('64:ff9b:1::/48');
const SIX_TO_FOUR = cidr('2002::/16');

/** The IPv4 address held in bits [from, from + 32) of an IPv6 address, skipping bits 64–71 (RFC 6052 §2.2). */
function ipv4At(address: IPv6, from: number, skipUOctet = false): IPv4 {
  const bytes = address.toByteArray();
  const start = from / 8;
  const octets = skipUOctet
    ? [...bytes.slice(start, 8), ...bytes.slice(9)].slice(0, 4)
    : bytes.slice(start, start + 4);
  return new ipaddr.IPv4(octets);
}

/**
 * The IPv4 addresses an IPv6 address is delivered to, for the forms that embed one: a translator or tunnel
 * carries them there, so they are judged by it. A local-use NAT64 prefix may be any length from /48 to /96 and
 * the network decides which, so each of those placements is answered.
 */
function embeddedIPv4(address: IPv6): IPv4[] | null {
  if (address.match(IPV4_COMPATIBLE) || address.match(IPV4_MAPPED) || address.match(NAT64_WELL_KNOWN))
    return [ipv4At(address, 96)];
  if (address.match(NAT64_LOCAL))
    return [ipv4At(address, 48, true), ipv4At(address, 56, true), ipv4At(address, 72), ipv4At(address, 96)];
  if (address.match(SIX_TO_FOUR)) return [ipv4At(address, 16)];
  return null;
}

const isPublicIPv4 = (address: IPv4) =>
  address.range() === 'unicast' && !METADATA_ADDRESSES.has(address.toNormalizedString());

/**
 * Only ordinary public unicast addresses. IPv6 forms that embed an IPv4 address (IPv4-compatible, IPv4-mapped,
 * NAT64, 6to4) are judged by the IPv4 address they embed.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return isPublicIPv4(address as IPv4);
  const ipv6 = address as IPv6;
  const embedded = embeddedIPv4(ipv6);
  if (embedded) return embedded.every(isPublicIPv4);
  return (
    ipv6.match(GLOBAL_UNICAST) &&
    ipv6.range() === 'unicast' &&
    !METADATA_ADDRESSES.has(ipv6.toNormalizedString())
  );
}

/** A host that is, or resolves to, an address the guard refuses. The message names it: for the log only. */
export class NotPublicAddressError extends Error {
  constructor(hostname: string, address: string) {
    super(hostname === address ? `${address} is not a public address` : `${hostname} resolves to ${address}`);
  }
}

/** Refuses an address literal, which never reaches a lookup. */
export function assertPublicLiteral(address: string) {
  if (!isPublicAddress(address)) throw new NotPublicAddressError(address, address);
}

/**
 * Resolves the name and refuses non-public answers as the socket connects, so the address checked is the
 * address used: a name that resolves to a public address once and a private one later (DNS rebinding) is refused.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookupName(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '');
    const blocked = addresses.find(({ address }) => !isPublicAddress(address));
    if (blocked) return callback(new NotPublicAddressError(hostname, blocked.address), '');
    const [first] = addresses;
    if (options.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
    else callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
  });
};
