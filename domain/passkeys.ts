import { z } from 'zod';
import { requiredText, within } from './form-fields.ts';
import { MESSAGES } from './messages.ts';

// Decision 027: passkeys (WebAuthn) a member of staff registers on their account page, names,
// renames and removes, and signs in with (without a password, or as the second factor after
// one). What the browser sends back from a ceremony is checked here only for its shape and size;
// whether it proves anything is for the server's WebAuthn library to say.

const m = MESSAGES.passkeys;

export const PASSKEY_NAME_MAX = 60;

/** One passkey as GET /auth/passkeys answers it (never its key or its credential id). */
export type Passkey = {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** A passkey kept in a password manager or a platform account (iCloud, Google) and synced. */
  isSynced: boolean;
};

export const passkeyNameSchema = requiredText(m.nameRequired, within(PASSKEY_NAME_MAX, 'Passkey name'));

// base64url text as the browser encodes the ceremony's buffers; 16 KB is far beyond any real one
// (an attestation with a certificate chain is a few kilobytes).
const encoded = z
  .string()
  .max(16 * 1024)
  .regex(/^[A-Za-z0-9_-]*$/);

/** What @simplewebauthn/browser startRegistration() answers (extra fields the browser adds pass). */
export const registrationResponseSchema = z.looseObject({
  id: encoded.min(1),
  rawId: encoded.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  response: z.looseObject({
    clientDataJSON: encoded,
    attestationObject: encoded,
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
});

/** What @simplewebauthn/browser startAuthentication() answers. */
export const authenticationResponseSchema = z.looseObject({
  id: encoded.min(1),
  rawId: encoded.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  response: z.looseObject({
    clientDataJSON: encoded,
    authenticatorData: encoded,
    signature: encoded,
    userHandle: encoded.optional(),
  }),
});

/** POST /auth/passkeys: the new passkey's name and the browser's registration answer. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: z.looseObject({}, { error: m.ceremonyMissing }),
});

/** PATCH /auth/passkeys/{id}. */
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });

/**
 * A passkey's answer to a sign-in challenge: the body of POST /auth/passkeys/sign-in (with the
 * device fields) and the `passkey` field of POST /auth/login for the second factor. Its
 * `response` is only required to be an object here: an answer of any other shape is a failed
 * sign-in (401), like a forged one, not a form error.
 */
export const passkeyAssertionSchema = z.object({
  challengeId: z.string({ error: m.ceremonyMissing }).min(1, { error: m.ceremonyMissing }).max(100),
  response: z.looseObject({}, { error: m.ceremonyMissing }),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** POST /auth/passkeys/sign-in. */
export const passkeySignInSchema = passkeyAssertionSchema.extend({
  deviceToken: z.string().max(200).optional(),
  rememberDevice: z.boolean().optional(),
});
