import { createHmac, timingSafeEqual } from 'node:crypto';

// The one shape of the site's signed, expiring links (decisions 017, 024, 026):
//   base64url(subject) . expiry in epoch seconds . base64url(HMAC-SHA256 over purpose, subject, expiry)
// Each kind of link has its own purpose (mixed into the MAC, so a token of one kind never opens
// another) and its own key from site_secrets. Only the one spelling we write is accepted, the MAC
// is checked before the expiry (an edited date reads as "not valid", never as "expired"), and it
// is compared in constant time.

export type SignedTokenCheck =
  | { isValid: true; subject: string; expiresAt: Date }
  | { isValid: false; reason: 'invalid' | 'expired' };

export type SignedTokenKind = {
  sign: (key: Uint8Array, subject: string, expiresAt: Date) => string;
  /** Whether `token` is one we signed for this purpose, and still in date at `now`. */
  verify: (key: Uint8Array, token: string, now?: Date) => SignedTokenCheck;
  /** What a rendered link may carry: the shape alone, so a payload cannot smuggle text into a URL. */
  isShaped: (token: string) => boolean;
};

/**
 * The tokens of one purpose. `maxEncodedSubject` bounds the base64url subject: a little more
 * than the longest real one, so anything far longer is refused before any work.
 */
export function signedTokenKind(purpose: string, maxEncodedSubject: number): SignedTokenKind {
  // A SHA-256 MAC is 32 bytes: 43 base64url characters without padding.
  const pattern = new RegExp(
    `^([A-Za-z0-9_-]{1,${maxEncodedSubject}})\\.([1-9]\\d{0,11})\\.([A-Za-z0-9_-]{43})$`,
  );
  const macOf = (key: Uint8Array, subject: string, expiry: number): Buffer =>
    createHmac('sha256', key).update(`${purpose}\n${subject}\n${expiry}`).digest();

  return {
    sign(key, subject, expiresAt) {
      const expiry = Math.floor(expiresAt.getTime() / 1000);
      const encoded = Buffer.from(subject, 'utf8').toString('base64url');
      return `${encoded}.${expiry}.${macOf(key, subject, expiry).toString('base64url')}`;
    },
    verify(key, token, now = new Date()) {
      const match = pattern.exec(token);
      const [, encoded = '', expiryText = '', encodedMac = ''] = match ?? [];
      if (!match) return { isValid: false, reason: 'invalid' };
      const subject = Buffer.from(encoded, 'base64url').toString('utf8');
      // base64url decoding forgives stray bits; only the one spelling we write is accepted.
      if (Buffer.from(subject, 'utf8').toString('base64url') !== encoded) {
        return { isValid: false, reason: 'invalid' };
      }
      const expiry = Number(expiryText);
      // The MAC is compared in its written form, not decoded: 43 base64url characters carry 258
      // bits for 256, so four spellings of the last character decode to the same bytes. Comparing
      // the text accepts only the one we wrote (the pattern fixes the length, as timingSafeEqual
      // needs).
      const expected = Buffer.from(macOf(key, subject, expiry).toString('base64url'), 'latin1');
      const given = Buffer.from(encodedMac, 'latin1');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { isValid: false, reason: 'invalid' };
      }
      if (expiry * 1000 <= now.getTime()) return { isValid: false, reason: 'expired' };
      return { isValid: true, subject, expiresAt: new Date(expiry * 1000) };
    },
    isShaped: (token) => pattern.test(token),
  };
}
