import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG, decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { Context } from 'hono';
import { site } from '../../content/site.ts';
import type { AdminUser } from '../../domain/entities.ts';
import {
  authenticationResponseSchema,
  type Passkey,
  type PasskeyAssertion,
  registrationResponseSchema,
} from '../../domain/passkeys.ts';
import { putAuthChallenge, takeAuthChallenge } from '../db/auth-challenges.ts';
import { newId } from '../db/ids.ts';
import {
  addPasskey,
  findPasskeyByCredentialId,
  listStoredPasskeys,
  recordPasskeyUse,
} from '../db/passkeys.ts';
import { findUserWithSecret } from '../db/users.ts';
import type { AppEnv } from '../http/app-env.ts';

// Decision 027: passkeys with @simplewebauthn/server. The relying party is the host of
// PUBLIC_URL and the only origin a ceremony may come from is PUBLIC_URL's, so a passkey made
// here answers no look-alike site, and a ceremony relayed through one fails (the browser writes
// the page's real origin into what the authenticator signs). Every challenge is kept in
// auth_challenges for five minutes and taken once, so the ceremony may finish on any instance.
//
// Passkeys are discoverable credentials with user verification required: the authenticator
// itself asks for the fingerprint, face or PIN, so a passkey alone is two factors (something
// held, something known or been) and signs in without a password.

const CHALLENGE_MS = 5 * 60 * 1000;
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;
// What every platform authenticator and security key offers. Named rather than the library's
// default, which probes Node for experimental post-quantum algorithms (and warns in the log).
const ALGORITHMS = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

/** The relying party id (PUBLIC_URL's host name) and the one expected origin. */
export function relyingParty(publicUrl: string): { rpID: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

// WebAuthn's user handle: the account id's bytes (24 ASCII characters; the limit is 64 bytes).
function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

function expiresAt(now: Date): string {
  return new Date(now.getTime() + CHALLENGE_MS).toISOString();
}

/** Options for navigator.credentials.create(), the challenge kept for `person`. */
export async function passkeyRegistrationOptions(
  c: Context<AppEnv>,
  person: AdminUser,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db, config } = c.var.services;
  const { rpID } = relyingParty(config.publicUrl);
  const existing = await listStoredPasskeys(db, person._id);
  const options = await generateRegistrationOptions({
    rpName: site.brand,
    rpID,
    userID: userHandle(person._id),
    userName: person.email,
    userDisplayName: person.name,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      ...(passkey.transports.length > 0 ? { transports: passkey.transports } : {}),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  // Found again by the challenge the browser signs (it is in clientDataJSON), so the answer
  // needs no id of its own; the person is checked when it is taken.
  await putAuthChallenge(db, {
    id: options.challenge,
    purpose: 'passkey-registration',
    userId: person._id,
    challenge: options.challenge,
    detail: null,
    expiresAt: expiresAt(new Date()),
  });
  return options;
}

export type RegistrationOutcome =
  | { ok: true; passkey: Passkey }
  | { ok: false; reason: 'invalid' | 'already-registered' };

/** Checks the browser's answer to a registration challenge of `person` and stores the passkey. */
export async function registerPasskey(
  c: Context<AppEnv>,
  person: AdminUser,
  input: { name: string; response: unknown },
): Promise<RegistrationOutcome> {
  const { db, config } = c.var.services;
  const parsed = registrationResponseSchema.safeParse(input.response);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const response = parsed.data;
  let challengeText: string;
  try {
    challengeText = decodeClientDataJSON(response.response.clientDataJSON).challenge;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof challengeText !== 'string' || challengeText.length > 200)
    return { ok: false, reason: 'invalid' };
  const challenge = await takeAuthChallenge(
    db,
    challengeText,
    'passkey-registration',
    new Date().toISOString(),
  );
  if (!challenge || challenge.userId !== person._id) return { ok: false, reason: 'invalid' };

  const { rpID, origin } = relyingParty(config.publicUrl);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: {
        id: response.id,
        rawId: response.rawId,
        type: response.type,
        ...(response.authenticatorAttachment
          ? { authenticatorAttachment: response.authenticatorAttachment }
          : {}),
        clientExtensionResults: {},
        response: {
          clientDataJSON: response.response.clientDataJSON,
          attestationObject: response.response.attestationObject,
          ...(response.response.transports ? { transports: response.response.transports } : {}),
        },
      },
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (error) {
    c.var.services.logger.info({ err: error }, 'passkey registration refused');
    return { ok: false, reason: 'invalid' };
  }
  if (!verification.verified) return { ok: false, reason: 'invalid' };
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const passkey = await addPasskey(db, {
    userId: person._id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    deviceType: credentialDeviceType,
    isBackedUp: credentialBackedUp,
    name: input.name,
  });
  return passkey ? { ok: true, passkey } : { ok: false, reason: 'already-registered' };
}

/** Options for navigator.credentials.get() (any of the site's passkeys), and the challenge's id. */
export async function passkeySignInOptions(
  c: Context<AppEnv>,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challengeId: string }> {
  const { db, config } = c.var.services;
  const { rpID } = relyingParty(config.publicUrl);
  // No allowCredentials: the browser offers the passkeys it holds for this site, so nobody has
  // to type an e-mail address first and the answer names no account.
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  const challengeId = newId();
  await putAuthChallenge(db, {
    id: challengeId,
    purpose: 'passkey-sign-in',
    userId: null,
    challenge: options.challenge,
    detail: null,
    expiresAt: expiresAt(new Date()),
  });
  return { options, challengeId };
}

/**
 * The id of the active account a passkey's answer to a sign-in challenge proves, or undefined
 * for any answer that proves nothing: an unknown, taken or expired challenge, a credential not
 * registered here, a bad signature, a disabled account, or (given `expectedUserId`, for the
 * second factor after a password) a passkey of another account. The challenge is taken whatever
 * the outcome, so an answer is tried once. On success the authenticator's count and the
 * passkey's last use are recorded.
 */
export async function verifyPasskeyAssertion(
  c: Context<AppEnv>,
  assertion: PasskeyAssertion,
  expectedUserId?: string,
): Promise<string | undefined> {
  const { db, config, logger } = c.var.services;
  const now = new Date();
  const challenge = await takeAuthChallenge(db, assertion.challengeId, 'passkey-sign-in', now.toISOString());
  if (!challenge) return undefined;
  const parsed = authenticationResponseSchema.safeParse(assertion.response);
  if (!parsed.success) return undefined;
  const response = parsed.data;
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) return undefined;
  if (expectedUserId !== undefined && passkey.userId !== expectedUserId) return undefined;
  // A discoverable credential names its account too; it must be the one the passkey belongs to.
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandle(passkey.userId)).toString('base64url')) return undefined;

  const { rpID, origin } = relyingParty(config.publicUrl);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: {
        id: response.id,
        rawId: response.rawId,
        type: response.type,
        clientExtensionResults: {},
        response: {
          clientDataJSON: response.response.clientDataJSON,
          authenticatorData: response.response.authenticatorData,
          signature: response.response.signature,
          ...(handle ? { userHandle: handle } : {}),
        },
      },
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    // A forged signature, a wrong origin, a counter gone backwards (a cloned authenticator).
    logger.info({ err: error, passkeyId: passkey.id }, 'passkey sign-in refused');
    return undefined;
  }
  if (!verification.verified) return undefined;
  const user = await findUserWithSecret(db, passkey.userId);
  if (!user || user.isDisabled) return undefined;
  const info = verification.authenticationInfo;
  await recordPasskeyUse(db, passkey.id, {
    signCount: info.newCounter,
    deviceType: info.credentialDeviceType,
    isBackedUp: info.credentialBackedUp,
    at: now.toISOString(),
  });
  return user._id;
}
