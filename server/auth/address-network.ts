import { isIPv4, isIPv6 } from 'node:net';

// Decision 027: where a sign-in came from, as near as the address tells without a location
// database: its network (IPv4 /24, IPv6 /48), never the full address. Loopback and private
// ranges are named as such, so "This computer" or "A private network" reads plainly.

function ipv4Network(address: string): string {
  const [a = '0', b = '0', c = '0'] = address.split('.');
  return `${a}.${b}.${c}.0/24`;
}

function isPrivateIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  );
}

function expandIpv6(address: string): number[] {
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::')
    ? [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  return groups.map((group) => Number.parseInt(group || '0', 16));
}

export function addressNetwork(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const plain = mapped ?? address;
  if (isIPv4(plain)) {
    if (plain.startsWith('127.')) return 'This computer';
    return isPrivateIpv4(plain) ? `Private network ${ipv4Network(plain)}` : ipv4Network(plain);
  }
  if (isIPv6(plain)) {
    const groups = expandIpv6(plain);
    if (groups.every((group, index) => group === (index === 7 ? 1 : 0))) return 'This computer';
    const prefix = `${groups
      .slice(0, 3)
      .map((group) => group.toString(16))
      .join(':')}::/48`;
    const first = groups[0] ?? 0;
    const isPrivate = (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
    return isPrivate ? `Private network ${prefix}` : prefix;
  }
  return 'Unknown network';
}
