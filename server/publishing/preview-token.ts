import { createHmac, timingSafeEqual } from 'node:crypto';

// The preview link of a record's working copy (decision 024), built like the withdrawal link
// (decision 017): base64url("{type}:{id}") . expiry in epoch seconds . base64url(HMAC-SHA256
// over purpose, type, id and expiry) with its own site secret ('record-preview'). Anyone holding
// it may see that one record's working copy until it expires, and nothing else. Only the one
// spelling we write is accepted, the MAC is checked before the expiry (an edited date reads as
// "not valid", never as "expired"), and it is compared in constant time.

const PURPOSE = 'record-preview';
// "{type}:{id}": a type name and a 24-character id, base64url; 96 characters leave room.
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{1,96})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export type PreviewTokenCheck =
  | { isValid: true; type: string; id: string; expiresAt: Date }
  | { isValid: false; reason: 'invalid' | 'expired' };

function macOf(key: Uint8Array, subject: string, expiry: number): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}\n${subject}\n${expiry}`).digest();
}

export function signPreviewToken(key: Uint8Array, type: string, id: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const subject = `${type}:${id}`;
  const encoded = Buffer.from(subject, 'utf8').toString('base64url');
  return `${encoded}.${expiry}.${macOf(key, subject, expiry).toString('base64url')}`;
}

/** Whether `token` is one we signed for a record, and still in date at `now`. */
export function verifyPreviewToken(
  key: Uint8Array,
  token: string,
  now: Date = new Date(),
): PreviewTokenCheck {
  const match = TOKEN_PATTERN.exec(token);
  const [, encoded = '', expiryText = '', encodedMac = ''] = match ?? [];
  if (!match) return { isValid: false, reason: 'invalid' };
  const subject = Buffer.from(encoded, 'base64url').toString('utf8');
  // base64url decoding forgives stray bits; only the one spelling we write is accepted.
  if (Buffer.from(subject, 'utf8').toString('base64url') !== encoded)
    return { isValid: false, reason: 'invalid' };
  const expiry = Number(expiryText);
  // Compared in its written form, as the withdrawal link's MAC is: one spelling only.
  const expected = Buffer.from(macOf(key, subject, expiry).toString('base64url'), 'latin1');
  const given = Buffer.from(encodedMac, 'latin1');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { isValid: false, reason: 'invalid' };
  }
  const colon = subject.indexOf(':');
  if (colon <= 0) return { isValid: false, reason: 'invalid' };
  if (expiry * 1000 <= now.getTime()) return { isValid: false, reason: 'expired' };
  return {
    isValid: true,
    type: subject.slice(0, colon),
    id: subject.slice(colon + 1),
    expiresAt: new Date(expiry * 1000),
  };
}
