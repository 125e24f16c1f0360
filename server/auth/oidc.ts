import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import { z } from 'zod';
import type { SsoErrorReason } from '../../domain/single-sign-on.ts';
import type { OidcConfig } from '../config.ts';
import { putAuthChallenge, takeAuthChallenge } from '../db/auth-challenges.ts';
import type { Database } from '../db/schema.ts';
import { findUserByEmail, normaliseEmail, type UserWithSecret } from '../db/users.ts';
import { hashSessionToken } from './tokens.ts';

// Decision 027, single sign-on with OpenID Connect (openid-client): the authorization code flow
// with PKCE, `state` and `nonce`, all three kept in auth_challenges between the redirect to the
// provider and its answer (so the answer may reach any instance), then the person matched by
// e-mail to a staff account an administrator made. No account is ever made here.

export const CALLBACK_PATH = '/api/auth/oidc/callback';
const LOGIN_WINDOW_MS = 10 * 60 * 1000;
const HANDOVER_WINDOW_MS = 60 * 1000;
/** Seconds any one request to the provider may take (discovery, token, userinfo). */
const PROVIDER_TIMEOUT_S = 10;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

const configurations = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's configuration, discovered once per process (per issuer and client: tests run
 * several sites in one process). A failed discovery is forgotten, so the next sign-in tries again
 * rather than the process staying broken until a restart.
 */
export function providerConfiguration(oidc: OidcConfig): Promise<client.Configuration> {
  const key = `${oidc.issuer}\n${oidc.clientId}\n${oidc.clientSecret}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const issuer = new URL(oidc.issuer);
    // Plain http only for a provider on this machine (the tests' own); anywhere else it would
    // send the client secret and the person's tokens in the clear.
    const isInsecureAllowed = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
    configuration = client.discovery(
      issuer,
      oidc.clientId,
      { client_secret: oidc.clientSecret },
      // RFC 8414: client_secret_basic is what every provider supports when it lists nothing.
      client.ClientSecretBasic(oidc.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_S,
        ...(isInsecureAllowed ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
    configurations.set(key, configuration);
    configuration.catch(() => {
      if (configurations.get(key) === configuration) configurations.delete(key);
    });
  }
  return configuration;
}

/**
 * What to ask for so that the provider gives a refresh token, with which housekeeping re-checks
 * the person every OIDC_RECHECK_MINUTES:
 * - Google does not know `offline_access`; it gives a refresh token for `access_type=offline`,
 *   and only on a consent screen (`prompt=consent`), not at later sign-ins without it.
 * - Microsoft Entra ID gives one for `offline_access` without a consent screen; asking for
 *   `prompt=consent` there would show it at every sign-in, and stop people whose organisation
 *   reserves consent to administrators.
 * - Any other provider: `offline_access` with `prompt=consent`, as OpenID Connect Core 1.0 §11
 *   requires (oidc-provider, among others, drops `offline_access` without it).
 */
function refreshTokenParameters(issuer: URL): Record<string, string> {
  if (issuer.hostname === 'accounts.google.com') {
    return { scope: 'openid email profile', access_type: 'offline', prompt: 'consent' };
  }
  if (issuer.hostname === 'login.microsoftonline.com') {
    return { scope: 'openid email profile offline_access' };
  }
  return { scope: 'openid email profile offline_access', prompt: 'consent' };
}

const loginInProgressSchema = z.object({ nonce: z.string(), verifier: z.string(), next: z.string() });
type LoginInProgress = z.infer<typeof loginInProgressSchema>;
const handoverSchema = z.object({ refreshToken: z.string().nullable() });

/**
 * Starts a sign-in: keeps state, nonce and PKCE verifier (ten minutes, one use) and answers the
 * provider's authorization URL to send the browser to. `next` is kept as given, for the login
 * page to check (it only ever goes to a dashboard path); the server only ever sends people to
 * /login, so it cannot be turned into an open redirect here.
 */
export async function beginSingleSignOn(
  db: Kysely<Database>,
  oidc: OidcConfig,
  publicUrl: string,
  next: string,
): Promise<URL> {
  const configuration = await providerConfiguration(oidc);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const detail: LoginInProgress = { nonce, verifier, next: next.slice(0, 500) };
  await putAuthChallenge(db, {
    id: state,
    purpose: 'oidc-login',
    userId: null,
    challenge: state,
    detail: JSON.stringify(detail),
    expiresAt: new Date(Date.now() + LOGIN_WINDOW_MS).toISOString(),
  });
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: `${publicUrl}${CALLBACK_PATH}`,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...refreshTokenParameters(new URL(oidc.issuer)),
  });
}

export type SingleSignOnOutcome =
  | { isSignedIn: true; user: UserWithSecret; refreshToken: string | undefined; next: string }
  | { isSignedIn: false; reason: SsoErrorReason; account?: string; next: string; cause?: unknown };

const refused = (
  reason: SsoErrorReason,
  next: string,
  extra: { account?: string; cause?: unknown } = {},
): SingleSignOnOutcome => ({ isSignedIn: false, reason, next, ...extra });

type Claims = Record<string, unknown>;

/**
 * The person's work address from the provider's claims, and whether the provider vouches for it.
 * `email_verified` must be true when it is given at all (Google, most providers). Microsoft
 * Entra ID gives no `email_verified`, and gives `email` only when the account has a mailbox and
 * the app asks for the optional claim; its sign-in name (`preferred_username`, or `upn` in older
 * tokens) is then the address. That name is accepted only when `email` is absent, because in a
 * tenant's own tokens (OIDC_ISSUER must be the tenant's issuer, not /common) its domain must be
 * one the tenant has proved it owns, so it cannot name someone of another organisation.
 */
function workAddress(claims: Claims): { address: string; isVerified: boolean } | undefined {
  if (typeof claims.email === 'string' && claims.email.includes('@')) {
    const verified = claims.email_verified;
    // Some providers send the flag as the text "true".
    const isVerified = verified === undefined || verified === true || verified === 'true';
    return { address: normaliseEmail(claims.email), isVerified };
  }
  for (const name of ['preferred_username', 'upn']) {
    const value = claims[name];
    if (typeof value === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
      return { address: normaliseEmail(value), isVerified: true };
    }
  }
  return undefined;
}

function isAllowedDomain(address: string, allowedDomains: string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return allowedDomains.includes(domain);
}

/**
 * The provider's answer at the callback: the state taken once, the code exchanged (checking the
 * ID token, its nonce and the PKCE verifier), the address read and matched to an active staff
 * account. `callbackUrl` is the URL the browser arrived at, its query included.
 */
export async function finishSingleSignOn(
  db: Kysely<Database>,
  oidc: OidcConfig,
  publicUrl: string,
  callbackQuery: URLSearchParams,
): Promise<SingleSignOnOutcome> {
  const state = callbackQuery.get('state') ?? '';
  const login = state
    ? await takeAuthChallenge(db, state, 'oidc-login', new Date().toISOString())
    : undefined;
  if (!login?.detail) return refused('expired', '');
  const { nonce, verifier, next } = loginInProgressSchema.parse(JSON.parse(login.detail));

  let claims: Claims;
  let refreshToken: string | undefined;
  try {
    const configuration = await providerConfiguration(oidc);
    // The redirect URI as registered, not as this request saw it behind a proxy.
    const currentUrl = new URL(`${publicUrl}${CALLBACK_PATH}?${callbackQuery.toString()}`);
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('the provider answered without an ID token');
    claims = idClaims;
    // Some providers put the address only in userinfo (oidc-provider by default; Entra when the
    // optional claim is off). The ID token's own claims win: they are signed.
    if (!workAddress(idClaims) && configuration.serverMetadata().userinfo_endpoint) {
      const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...userinfo, ...idClaims };
    }
    refreshToken = tokens.refresh_token;
  } catch (error) {
    return refused('provider', next, { cause: error });
  }

  const work = workAddress(claims);
  if (!work) return refused('unverified', next);
  const account = work.address;
  if (!work.isVerified) return refused('unverified', next, { account });
  if (!isAllowedDomain(account, oidc.allowedDomains)) return refused('domain', next, { account });
  const user = await findUserByEmail(db, account);
  if (!user) return refused('unknown', next, { account });
  if (user.isDisabled) return refused('disabled', next, { account });
  return { isSignedIn: true, user, refreshToken, next };
}

/**
 * The one-time code that hands the sign-in to the login page (/login?sso=<code>), so no session
 * token is ever in a URL. Only its hash is stored, with the person and the provider's refresh
 * token; the session itself is made when the page exchanges the code (takeHandover).
 */
export async function putHandover(
  db: Kysely<Database>,
  userId: string,
  refreshToken: string | undefined,
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await putAuthChallenge(db, {
    id: hashSessionToken(code),
    purpose: 'sso-handover',
    userId,
    challenge: '',
    detail: JSON.stringify({ refreshToken: refreshToken ?? null }),
    expiresAt: new Date(Date.now() + HANDOVER_WINDOW_MS).toISOString(),
  });
  return code;
}

/** The person and refresh token of a hand-over code, once, within its minute; else undefined. */
export async function takeHandover(
  db: Kysely<Database>,
  code: string,
): Promise<{ userId: string; refreshToken: string | undefined } | undefined> {
  const handover = await takeAuthChallenge(
    db,
    hashSessionToken(code),
    'sso-handover',
    new Date().toISOString(),
  );
  if (!handover?.userId) return undefined;
  const { refreshToken } = handoverSchema.parse(JSON.parse(handover.detail ?? '{}'));
  return { userId: handover.userId, refreshToken: refreshToken ?? undefined };
}
