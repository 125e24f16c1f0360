import { signedTokenKind } from '../auth/signed-token.ts';

// The applicant's withdrawal link (decision 017): a signed token (auth/signed-token.ts) whose
// subject is the application id. Anyone holding the link may withdraw that one application until
// it expires and nothing else; the key never leaves the server.

// The id is a 24-character hex id in practice; 64 base64url characters leave room and no more.
const tokens = signedTokenKind('application-withdrawal', 64);

export type WithdrawalTokenCheck =
  | { isValid: true; applicationId: string }
  | { isValid: false; reason: 'invalid' | 'expired' };

export function signWithdrawalToken(key: Uint8Array, applicationId: string, expiresAt: Date): string {
  return tokens.sign(key, applicationId, expiresAt);
}

/** Whether `token` is one we signed for an application, and still in date at `now`. */
export function verifyWithdrawalToken(
  key: Uint8Array,
  token: string,
  now: Date = new Date(),
): WithdrawalTokenCheck {
  const check = tokens.verify(key, token, now);
  return check.isValid ? { isValid: true, applicationId: check.subject } : check;
}

/** What a rendered link may carry: the shape above, so a payload cannot smuggle text into a URL. */
export function isWithdrawalTokenShaped(value: string): boolean {
  return tokens.isShaped(value);
}
