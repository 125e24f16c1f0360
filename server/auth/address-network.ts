import { isIPv4, isIPv6 } from 'node:net';

// Decision 027: where a sign-in came from, as near as the address tells without a location
// database: its network (IPv4 /24, IPv6 /48), never the full address. Loopback and private
// ranges are named as such, so "This computer" or "Private network …" reads plainly. An IPv4
// address carried in IPv6 (::ffff:a.b.c.d, either spelling) is read as the IPv4 address it is.

function ipv4Network(octets: readonly number[]): string {
  const [a = 0, b = 0, c = 0] = octets;
  return `${a}.${b}.${c}.0/24`;
}

function ipv4Described(octets: readonly number[]): string {
  const [a = 0, b = 0] = octets;
  if (a === 127) return 'This computer';
  const isPrivate =
    a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  return isPrivate ? `Private network ${ipv4Network(octets)}` : ipv4Network(octets);
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [, a = 0, b = 0, c = 0, d = 0] = dotted.map(Number);
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, dotted.index) + tail;
  }
  const [head = '', tail = ''] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = text.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = text.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  return groups.map((group) => Number.parseInt(group || '0', 16));
}

export function addressNetwork(address: string): string {
  const plain = address.trim();
  if (isIPv4(plain)) return ipv4Described(plain.split('.').map(Number));
  if (!isIPv6(plain)) return 'Unknown network';
  const groups = ipv6Groups(plain);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 address.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return ipv4Described([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  }
  if (groups.every((group, index) => group === (index === 7 ? 1 : 0))) return 'This computer';
  if (groups.every((group) => group === 0)) return 'Unknown network';
  const prefix = `${[g0, g1, g2].map((group) => group.toString(16)).join(':')}::/48`;
  const isPrivate = (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80;
  return isPrivate ? `Private network ${prefix}` : prefix;
}
