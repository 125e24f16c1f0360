import { z } from 'zod';
import { MESSAGES } from './messages.ts';

// Decision 027, single sign-on (OpenID Connect): what the callback can refuse and how the login
// page words it, and the body of the hand-over exchange. Shared by the server (which redirects
// to /login?sso-error=<reason>) and the login page (which shows the banner).

export const SSO_ERROR_REASONS = [
  /** The e-mail's domain is not one of OIDC_ALLOWED_DOMAINS. */
  'domain',
  /** No staff account has that e-mail: none is ever made by signing in. */
  'unknown',
  /** The staff account is disabled on this site. */
  'disabled',
  /** The provider gave no e-mail address, or said it is not verified. */
  'unverified',
  /** The provider refused, failed or could not be reached. */
  'provider',
  /** The sign-in took too long, or its answer was used already (a replay). */
  'expired',
] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];

export function toSsoErrorReason(value: string | null | undefined): SsoErrorReason | undefined {
  return (SSO_ERROR_REASONS as readonly string[]).includes(value ?? '')
    ? (value as SsoErrorReason)
    : undefined;
}

/** The banner for a refused single sign-on; `account` is the address the provider gave, if any. */
export function ssoErrorMessage(reason: SsoErrorReason, account: string | null | undefined): string {
  const m = MESSAGES.singleSignOn;
  const who = account ? ` (${account})` : '';
  switch (reason) {
    case 'domain':
      return m.domain(who);
    case 'unknown':
      return m.unknown(who);
    case 'disabled':
      return m.disabled(who);
    case 'unverified':
      return m.unverified;
    case 'provider':
      return m.provider;
    case 'expired':
      return m.expired;
  }
}

/** POST /api/auth/oidc/exchange: the one-time code from /login?sso=, and this browser's device token. */
export const ssoExchangeSchema = z.object({
  code: z.string({ error: MESSAGES.singleSignOn.expired }).min(1, MESSAGES.singleSignOn.expired).max(200),
  deviceToken: z.string().max(200).optional(),
});
