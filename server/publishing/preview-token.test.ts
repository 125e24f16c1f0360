import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';

const key = randomBytes(32);
const ID = '0195f3a2b4c10000a1b2c3d4';
const NOW = new Date('2026-12-02T09:00:00Z');
const IN_A_DAY = new Date(NOW.getTime() + 86_400_000);

/** The token with one character of part `index` (0 subject, 1 expiry, 2 MAC) changed. */
function tampered(token: string, index: number): string {
  const parts = token.split('.');
  const part = parts[index] ?? '';
  const last = part.at(-1);
  parts[index] = part.slice(0, -1) + (last === '1' ? '2' : '1');
  return parts.join('.');
}

describe('preview token', () => {
  it('signs base64url(type:id).expirySeconds.base64url(mac) and verifies to the record', () => {
    const token = signPreviewToken(key, 'case-studies', ID, IN_A_DAY);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).toBe(`case-studies:${ID}`);
    expect(token.split('.')[1]).toBe(String(IN_A_DAY.getTime() / 1000));
    expect(verifyPreviewToken(key, token, NOW)).toEqual({
      isValid: true,
      type: 'case-studies',
      id: ID,
      expiresAt: IN_A_DAY,
    });
  });

  it('works until its expiry and is "expired" from that second on', () => {
    const token = signPreviewToken(key, 'jobs', ID, IN_A_DAY);
    expect(verifyPreviewToken(key, token, new Date(IN_A_DAY.getTime() - 1000)).isValid).toBe(true);
    expect(verifyPreviewToken(key, token, IN_A_DAY)).toEqual({ isValid: false, reason: 'expired' });
  });

  it.each([
    ['the subject', 0],
    ['the expiry', 1],
    ['the MAC', 2],
  ])('is "invalid" when %s is changed, even to a later expiry', (_part, index) => {
    const token = signPreviewToken(key, 'jobs', ID, IN_A_DAY);
    expect(verifyPreviewToken(key, tampered(token, index), NOW)).toEqual({
      isValid: false,
      reason: 'invalid',
    });
  });

  it('is "invalid" under another key, for another record, or in another spelling', () => {
    const token = signPreviewToken(key, 'jobs', ID, IN_A_DAY);
    expect(verifyPreviewToken(randomBytes(32), token, NOW)).toEqual({ isValid: false, reason: 'invalid' });
    const other = signPreviewToken(key, 'jobs', '0195f3a2b4c10000a1b2c3d5', IN_A_DAY);
    const [, , otherMac] = other.split('.');
    const [subject, expiry] = token.split('.');
    expect(verifyPreviewToken(key, `${subject}.${expiry}.${otherMac}`, NOW).isValid).toBe(false);
    // The padded spelling of the same subject is not the one we write.
    expect(verifyPreviewToken(key, `${subject}=.${expiry}.${token.split('.')[2]}`, NOW).isValid).toBe(false);
    for (const junk of ['', 'abc', `${token}.x`, token.replace(/\./g, '')]) {
      expect(verifyPreviewToken(key, junk, NOW)).toEqual({ isValid: false, reason: 'invalid' });
    }
  });

  it('is "invalid" for a signed subject without a type', () => {
    const token = signPreviewToken(key, '', ID, IN_A_DAY);
    expect(verifyPreviewToken(key, token, NOW)).toEqual({ isValid: false, reason: 'invalid' });
  });
});
