import { signedTokenKind } from '../auth/signed-token.ts';

// The preview link of a record's working copy (decision 024), a signed token like the
// withdrawal link (auth/signed-token.ts) whose subject is "{type}:{id}", with its own site secret
// ('record-preview'). Anyone holding it may see that one record's working copy until it
// expires, and nothing else.

// "{type}:{id}": a type name and a 24-character id, base64url; 96 characters leave room.
const tokens = signedTokenKind('record-preview', 96);

export type PreviewTokenCheck =
  | { isValid: true; type: string; id: string; expiresAt: Date }
  | { isValid: false; reason: 'invalid' | 'expired' };

export function signPreviewToken(key: Uint8Array, type: string, id: string, expiresAt: Date): string {
  return tokens.sign(key, `${type}:${id}`, expiresAt);
}

/** Whether `token` is one we signed for a record, and still in date at `now`. */
export function verifyPreviewToken(
  key: Uint8Array,
  token: string,
  now: Date = new Date(),
): PreviewTokenCheck {
  const check = tokens.verify(key, token, now);
  if (!check.isValid) return check;
  const colon = check.subject.indexOf(':');
  if (colon <= 0) return { isValid: false, reason: 'invalid' };
  return {
    isValid: true,
    type: check.subject.slice(0, colon),
    id: check.subject.slice(colon + 1),
    expiresAt: check.expiresAt,
  };
}
