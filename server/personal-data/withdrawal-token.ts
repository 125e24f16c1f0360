import { createHmac, timingSafeEqual } from 'node:crypto';

// The applicant's withdrawal link (decision 017): base64url(application id) . expiry in epoch
// seconds . base64url(HMAC-SHA256 over purpose, id and expiry). Anyone holding the link may
// withdraw that one application until it expires and nothing else; the key never leaves the
// server. The MAC is checked before the expiry, so an edited date reads as "not valid", never as
// "expired", and it is compared in constant time.

const PURPOSE = 'application-withdrawal';
// The id is a 24-character hex id in practice; 64 base64url characters leave room and no more.
// A SHA-256 MAC is 32 bytes: 43 base64url characters without padding.
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,64})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export type WithdrawalTokenCheck =
  | { isValid: true; applicationId: string }
  | { isValid: false; reason: 'invalid' | 'expired' };

function macOf(key: Uint8Array, applicationId: string, expiry: number): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}\n${applicationId}\n${expiry}`).digest();
}

export function signWithdrawalToken(key: Uint8Array, applicationId: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const id = Buffer.from(applicationId, 'utf8').toString('base64url');
  return `${id}.${expiry}.${macOf(key, applicationId, expiry).toString('base64url')}`;
}

/** Whether `token` is one we signed for an application, and still in date at `now`. */
export function verifyWithdrawalToken(
  key: Uint8Array,
  token: string,
  now: Date = new Date(),
): WithdrawalTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  const [, encodedId = '', expiryText = '', encodedMac = ''] = match ?? [];
  if (!match) return { isValid: false, reason: 'invalid' };
  const applicationId = Buffer.from(encodedId, 'base64url').toString('utf8');
  // base64url decoding forgives stray bits; only the one spelling we write is accepted.
  if (Buffer.from(applicationId, 'utf8').toString('base64url') !== encodedId) {
    return { isValid: false, reason: 'invalid' };
  }
  const expiry = Number(expiryText);
  // The MAC is compared in its written form, not decoded: 43 base64url characters carry 258 bits
  // for 256, so four spellings of the last character decode to the same bytes. Comparing the
  // text accepts only the one we wrote (the pattern fixes the length, as timingSafeEqual needs).
  const expected = Buffer.from(macOf(key, applicationId, expiry).toString('base64url'), 'latin1');
  const given = Buffer.from(encodedMac, 'latin1');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { isValid: false, reason: 'invalid' };
  }
  if (expiry * 1000 <= now.getTime()) return { isValid: false, reason: 'expired' };
  return { isValid: true, applicationId };
}

/** What a rendered link may carry: the shape above, so a payload cannot smuggle text into a URL. */
export function isWithdrawalTokenShaped(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}
