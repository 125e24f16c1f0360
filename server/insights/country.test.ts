import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createCountryLookup } from './country.ts';

const logger = createLogger('silent');

describe('the country of a visit (decision 029)', () => {
  const countryOf = createCountryLookup(logger);

  it("answers the two-letter code from DB-IP's database, IPv4, IPv6 and IPv4-mapped alike", () => {
    expect(countryOf('81.2.69.142')).toBe('GB');
    expect(countryOf('::ffff:81.2.69.142')).toBe('GB');
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('2a00:1450:4009:81f::200e')).toBe('GB');
  });

  it('answers null for loopback, private and unusable addresses', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '172.20.0.1',
      'fd00::1',
      'fe80::1',
      'unknown',
      '',
    ]) {
      expect(countryOf(address), address).toBeNull();
    }
  });

  it('answers null for every address when the database is missing, and says so once', () => {
    const lines: unknown[] = [];
    const recording = createLogger('warn');
    recording.warn = ((...args: unknown[]) => {
      lines.push(args);
    }) as typeof recording.warn;
    const missing = createCountryLookup(recording, '/nonexistent/dbip-country.mmdb');
    expect(missing('81.2.69.142')).toBeNull();
    expect(missing('8.8.8.8')).toBeNull();
    expect(lines).toHaveLength(1);
  });
});
