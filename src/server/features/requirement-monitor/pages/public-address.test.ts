import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

/** Every reserved range, by an address in it; the monitor must never fetch any of them (docs/decisions/0021). */
const REFUSED: [range: string, address: string][] = [
  ['IPv4 "this network" 0.0.0.0/8', '0.0.0.0'],
  ['IPv4 "this network" 0.0.0.0/8', '0.1.2.3'],
  ['IPv4 private 10.0.0.0/8', '10.0.0.1'],
  ['IPv4 CGNAT 100.64.0.0/10', '100.64.0.1'],
  ['IPv4 CGNAT 100.64.0.0/10', '100.127.255.254'],
  ['IPv4 loopback 127.0.0.0/8', '127.0.0.1'],
  ['IPv4 loopback 127.0.0.0/8', '127.255.255.254'],
  ['IPv4 link-local 169.254.0.0/16', '169.254.1.1'],
  ['IPv4 private 172.16.0.0/12', '172.16.0.1'],
  ['IPv4 private 172.16.0.0/12', '172.31.255.254'],
  ['IPv4 IETF protocol assignments 192.0.0.0/24', '192.0.0.1'],
  ['IPv4 documentation TEST-NET-1 192.0.2.0/24', '192.0.2.1'],
  ['IPv4 6to4 relay anycast 192.88.99.0/24', '192.88.99.1'],
  ['IPv4 private 192.168.0.0/16', '192.168.1.1'],
  ['IPv4 benchmarking 198.18.0.0/15', '198.18.0.1'],
  ['IPv4 benchmarking 198.18.0.0/15', '198.19.255.254'],
  ['IPv4 documentation TEST-NET-2 198.51.100.0/24', '198.51.100.1'],
  ['IPv4 documentation TEST-NET-3 203.0.113.0/24', '203.0.113.1'],
  ['IPv4 multicast 224.0.0.0/4', '224.0.0.1'],
  ['IPv4 multicast 224.0.0.0/4', '239.255.255.250'],
  ['IPv4 reserved 240.0.0.0/4', '240.0.0.1'],
  ['IPv4 broadcast', '255.255.255.255'],
  ['metadata: AWS, GCP, Azure IMDS', '169.254.169.254'],
  ['metadata: Azure wire server', '168.63.129.16'],
  ['metadata: Alibaba Cloud', '100.100.100.200'],
  ['metadata: Oracle Cloud', '192.0.0.192'],
  ['metadata: AWS IPv6', 'fd00:ec2::254'],
  ['IPv6 unspecified', '::'],
  ['IPv6 loopback', '::1'],
  ['IPv4-compatible loopback ::/96', '::7f00:1'],
  ['IPv4-compatible metadata ::/96', '::a9fe:a9fe'],
  ['IPv4-compatible private ::/96', '::10.0.0.1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped metadata', '::ffff:a9fe:a9fe'],
  ['IPv4-mapped Azure wire server', '::ffff:168.63.129.16'],
  ['IPv4-translated ::ffff:0:0:0/96', '::ffff:0:808:808'],
  ['NAT64 64:ff9b::/96 of loopback', '64:ff9b::7f00:1'],
  ['NAT64 64:ff9b::/96 of metadata', '64:ff9b::169.254.169.254'],
  ['local NAT64 64:ff9b:1::/48, /96 placement, of private', '64:ff9b:1::a00:1'],
  // 10.0.0.1 placed as a /48 prefix would place it (bits 48–63 and 72–87), public 8.8.8.8 in the last 32 bits.
  ['local NAT64 64:ff9b:1::/48, /48 placement, of private', '64:ff9b:1:a00:0:100:808:808'],
  ['6to4 2002::/16 of loopback', '2002:7f00:1::1'],
  ['6to4 2002::/16 of private', '2002:c0a8:101::1'],
  ['IPv6 discard-only 100::/64', '100::1'],
  ['IPv6 Teredo 2001::/32', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['IPv6 IETF protocol assignments 2001::/23', '2001:1::1'],
  ['IPv6 benchmarking 2001:2::/48', '2001:2::1'],
  ['IPv6 ORCHIDv2 2001:20::/28', '2001:20::1'],
  ['IPv6 documentation 2001:db8::/32', '2001:db8::1'],
  ['IPv6 documentation 3fff::/20', '3fff::1'],
  ['IPv6 segment routing 5f00::/16', '5f00::1'],
  ['IPv6 unique-local fc00::/7', 'fc00::1'],
  ['IPv6 unique-local fc00::/7', 'fd12:3456:789a::1'],
  ['IPv6 link-local fe80::/10', 'fe80::1'],
  ['IPv6 link-local with a zone', 'fe80::1%eth0'],
  ['IPv6 site-local (deprecated) fec0::/10', 'fec0::1'],
  ['IPv6 multicast ff00::/8', 'ff02::1'],
  ['IPv6 outside global unicast 2000::/3', '4000::1'],
  ['not an address', 'not an address'],
  ['not an address', ''],
];

const ACCEPTED: [what: string, address: string][] = [
  ['public IPv4', '8.8.8.8'],
  ['public IPv4 next to CGNAT', '100.128.0.1'],
  ['public IPv4 next to 172.16.0.0/12', '172.32.0.1'],
  ['public IPv6', '2606:4700::1111'],
  ['IPv4-mapped public', '::ffff:8.8.8.8'],
  ['NAT64 of public', '64:ff9b::8.8.8.8'],
  ['local NAT64 of public in every placement', '64:ff9b:1:808:8:808:808:808'],
  ['6to4 of public', '2002:808:808::1'],
];

describe('isPublicAddress', () => {
  it.each(REFUSED)('refuses %s: %s', (_range, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(ACCEPTED)('accepts %s: %s', (_what, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
