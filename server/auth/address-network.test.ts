import { describe, expect, it } from 'vitest';
import { addressNetwork } from './address-network.ts';

describe('addressNetwork', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['8.8.8.8', '8.8.8.0/24'],
    ['127.0.0.1', 'This computer'],
    ['127.9.9.9', 'This computer'],
    ['10.1.2.3', 'Private network 10.1.2.0/24'],
    ['172.16.0.9', 'Private network 172.16.0.0/24'],
    ['172.31.255.1', 'Private network 172.31.255.0/24'],
    ['172.32.0.1', '172.32.0.0/24'],
    ['192.168.1.20', 'Private network 192.168.1.0/24'],
    ['169.254.10.10', 'Private network 169.254.10.0/24'],
  ])('names IPv4 %s as %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network);
  });

  it.each([
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:DB8:abcd::1', '2001:db8:abcd::/48'],
    ['2a00:1450::200e', '2a00:1450:0::/48'],
    ['::1', 'This computer'],
    ['0:0:0:0:0:0:0:1', 'This computer'],
    ['fd12:3456:789a::1', 'Private network fd12:3456:789a::/48'],
    ['fe80::1%eth0', 'Private network fe80:0:0::/48'],
    ['::', 'Unknown network'],
  ])('names IPv6 %s as %s', (address, network) => {
    expect(addressNetwork(address)).toBe(network);
  });

  it('reads an IPv4 address carried in IPv6, in either spelling', () => {
    expect(addressNetwork('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(addressNetwork('::FFFF:127.0.0.1')).toBe('This computer');
    expect(addressNetwork('::ffff:7f00:1')).toBe('This computer');
    expect(addressNetwork('::ffff:cb00:714d')).toBe('203.0.113.0/24');
    expect(addressNetwork('::ffff:c0a8:0101')).toBe('Private network 192.168.1.0/24');
  });

  it('never gives back the whole address', () => {
    for (const address of ['203.0.113.77', '2001:db8:85a3:8d3:1319:8a2e:370:7348']) {
      expect(addressNetwork(address)).not.toContain(address);
    }
  });

  it('answers "Unknown network" for what is no address', () => {
    for (const text of ['', 'unknown', '999.1.1.1', '1.2.3', 'not:an:address::x', '<script>']) {
      expect(addressNetwork(text)).toBe('Unknown network');
    }
  });
});
