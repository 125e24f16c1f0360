import { describe, expect, it } from 'vitest';
import { visitorHash } from './visitor-hash.ts';

const SALT = 'ab'.repeat(32);
const OTHER_SALT = 'cd'.repeat(32);

describe("the day's visitor hash (decision 029)", () => {
  it('is 16 bytes of hex, the same for the same address and user agent on the same day', () => {
    const hash = visitorHash(SALT, '203.0.113.7', 'Firefox');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash(SALT, '203.0.113.7', 'Firefox')).toBe(hash);
  });

  it('differs with the user agent, the address and the day', () => {
    const hash = visitorHash(SALT, '203.0.113.7', 'Firefox');
    expect(visitorHash(SALT, '203.0.113.7', 'Chrome')).not.toBe(hash);
    expect(visitorHash(SALT, '203.0.113.8', 'Firefox')).not.toBe(hash);
    expect(visitorHash(OTHER_SALT, '203.0.113.7', 'Firefox')).not.toBe(hash);
    // The separator keeps an address and a user agent from running into each other.
    expect(visitorHash(SALT, '1.2.3.4', '5x')).not.toBe(visitorHash(SALT, '1.2.3.45', 'x'));
  });

  it('contains neither the address nor the user agent', () => {
    const hash = visitorHash(SALT, '203.0.113.7', 'Firefox');
    expect(hash).not.toContain('203');
    expect(hash).not.toContain('Firefox');
  });
});
