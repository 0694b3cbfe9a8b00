import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a sign-in is counted under (ADR 030): an IPv4 address as it is (also when the socket
 * reports it IPv4-mapped, '::ffff:192.0.2.7'); an IPv6 address by its /64, the block one home or
 * phone connection is given, so walking through the addresses of one's own block is one address.
 */
export function signInAddressOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip.split('%')[0] ?? ip);
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, '::' expanded and a dotted IPv4 tail counted as two. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const part = (text: string) => (text ? text.split(':').flatMap(dottedAsGroups) : []);
  const first = part(head);
  const last = tail === undefined ? [] : part(tail);
  const missing = 8 - first.length - last.length;
  return [...first, ...Array.from({ length: missing }, () => '0'), ...last];
}

function dottedAsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
