import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isWithdrawalTokenShaped, signWithdrawalToken, verifyWithdrawalToken } from './withdrawal-token.ts';

const key = randomBytes(32);
const ID = '0195f3a2b4c10000a1b2c3d4';
const NOW = new Date('2026-12-02T09:00:00Z');
const IN_30_DAYS = new Date(NOW.getTime() + 30 * 86_400_000);

/** The token with one character of part `index` (0 id, 1 expiry, 2 MAC) changed. */
function tampered(token: string, index: number): string {
  const parts = token.split('.');
  const part = parts[index] ?? '';
  const last = part.at(-1);
  parts[index] = part.slice(0, -1) + (last === '1' ? '2' : '1');
  return parts.join('.');
}

describe('withdrawal token', () => {
  it('signs base64url(id).expirySeconds.base64url(mac) and verifies to the application id', () => {
    const token = signWithdrawalToken(key, ID, IN_30_DAYS);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(token.split('.')[1]).toBe(String(IN_30_DAYS.getTime() / 1000));
    expect(isWithdrawalTokenShaped(token)).toBe(true);
    expect(verifyWithdrawalToken(key, token, NOW)).toEqual({ isValid: true, applicationId: ID });
  });

  it('works until its expiry and is "expired" from that second on', () => {
    const token = signWithdrawalToken(key, ID, IN_30_DAYS);
    expect(verifyWithdrawalToken(key, token, new Date(IN_30_DAYS.getTime() - 1000)).isValid).toBe(true);
    expect(verifyWithdrawalToken(key, token, IN_30_DAYS)).toEqual({ isValid: false, reason: 'expired' });
    expect(verifyWithdrawalToken(key, token, new Date(IN_30_DAYS.getTime() + 86_400_000))).toEqual({
      isValid: false,
      reason: 'expired',
    });
  });

  it.each([
    ['the id', 0],
    ['the expiry', 1],
    ['the MAC', 2],
  ])('refuses a token whose %s was changed as "invalid", never "expired"', (_, index) => {
    const token = signWithdrawalToken(key, ID, IN_30_DAYS);
    expect(verifyWithdrawalToken(key, tampered(token, index), NOW)).toEqual({
      isValid: false,
      reason: 'invalid',
    });
  });

  it('refuses a later expiry written onto a real token, even a long-expired one', () => {
    const old = signWithdrawalToken(key, ID, new Date(NOW.getTime() - 86_400_000));
    const [id, , mac] = old.split('.');
    const extended = `${id}.${IN_30_DAYS.getTime() / 1000}.${mac}`;
    expect(verifyWithdrawalToken(key, extended, NOW)).toEqual({ isValid: false, reason: 'invalid' });
  });

  it('refuses a token signed with another key, or for another application', () => {
    const foreign = signWithdrawalToken(randomBytes(32), ID, IN_30_DAYS);
    expect(verifyWithdrawalToken(key, foreign, NOW)).toEqual({ isValid: false, reason: 'invalid' });
    const [, expiry, mac] = signWithdrawalToken(key, ID, IN_30_DAYS).split('.');
    const otherId = Buffer.from('0195f3a2b4c10000ffffffff').toString('base64url');
    expect(verifyWithdrawalToken(key, `${otherId}.${expiry}.${mac}`, NOW).isValid).toBe(false);
  });

  it.each([
    '',
    'not-a-token',
    'a.b.c',
    '..',
    `${'A'.repeat(65)}.1800000000.${'A'.repeat(43)}`,
    `MDE.01800000000.${'A'.repeat(43)}`,
    `MDE.1800000000.${'A'.repeat(44)}`,
  ])('refuses the malformed token %j as "invalid"', (token) => {
    expect(verifyWithdrawalToken(key, token, NOW)).toEqual({ isValid: false, reason: 'invalid' });
    expect(isWithdrawalTokenShaped(token)).toBe(false);
  });
});

describe('withdrawal token spelling', () => {
  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it('refuses every other last character of the MAC, over many tokens (the spare bits do not pass)', () => {
    // 43 characters carry 258 bits for a 256-bit MAC: without the canonical-spelling rule, three
    // other last characters of each token decoded to the same MAC. Every one of them is tried.
    let tried = 0;
    for (let n = 0; n < 200; n += 1) {
      const token = signWithdrawalToken(
        key,
        `${ID.slice(0, -4)}${n.toString(16).padStart(4, '0')}`,
        IN_30_DAYS,
      );
      const body = token.slice(0, -1);
      expect(verifyWithdrawalToken(key, token, NOW).isValid).toBe(true);
      for (const other of BASE64URL) {
        if (other === token.at(-1)) continue;
        tried += 1;
        expect(verifyWithdrawalToken(key, body + other, NOW), body + other).toEqual({
          isValid: false,
          reason: 'invalid',
        });
      }
    }
    expect(tried).toBe(200 * 63);
  });

  it('refuses every other last character of the id part', () => {
    const token = signWithdrawalToken(key, ID, IN_30_DAYS);
    const [id = '', expiry, mac] = token.split('.');
    for (const other of BASE64URL) {
      if (other === id.at(-1)) continue;
      const altered = `${id.slice(0, -1)}${other}.${expiry}.${mac}`;
      expect(verifyWithdrawalToken(key, altered, NOW).isValid, altered).toBe(false);
    }
  });
});
