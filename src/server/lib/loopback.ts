import net from 'node:net';

/** 127.0.0.0/8 and ::1; Node's BlockList also matches their IPv4-mapped IPv6 forms (::ffff:127.0.0.1). */
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an IP address is this machine's loopback; anything that is no IP address is not. */
export function isLoopbackAddress(address: string): boolean {
  const family = net.isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether a host to listen on (HOST) reaches this machine only: localhost, *.localhost or a loopback address. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}
