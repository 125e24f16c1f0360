import { createHash } from 'node:crypto';
import { signedTokenKind } from './signed-token.ts';

// Decision 027: the forgotten-password link. A signed token (auth/signed-token.ts, its own site
// secret 'password-reset') whose subject is the account id and a short fingerprint of the
// password hash the account had when the link was made. Setting a password changes the hash, so
// the link stops working once used (or once the password changes any other way): it works once,
// with nothing stored per link.

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;
export const RESET_PAGE_PATH = '/reset-password';

// A 24-character id, a dot and 22 characters of fingerprint: 63 characters, 84 in base64url.
const tokens = signedTokenKind('password-reset', 96);

/** 128 bits of the SHA-256 of the stored hash: enough to tell hashes apart, and no use to a guesser. */
export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

export function signPasswordResetToken(
  key: Uint8Array,
  account: { userId: string; passwordHash: string },
  expiresAt: Date,
): string {
  return tokens.sign(key, `${account.userId}.${passwordFingerprint(account.passwordHash)}`, expiresAt);
}

export type PasswordResetTokenCheck =
  | { isValid: true; userId: string; fingerprint: string }
  | { isValid: false; reason: 'invalid' | 'expired' };

export function verifyPasswordResetToken(
  key: Uint8Array,
  token: string,
  now: Date = new Date(),
): PasswordResetTokenCheck {
  const check = tokens.verify(key, token, now);
  if (!check.isValid) return check;
  const [userId = '', fingerprint = ''] = check.subject.split('.');
  if (!userId || !fingerprint) return { isValid: false, reason: 'invalid' };
  return { isValid: true, userId, fingerprint };
}

/** What a rendered link may carry: the token's shape alone. */
export function isPasswordResetTokenShaped(value: string): boolean {
  return tokens.isShaped(value);
}
