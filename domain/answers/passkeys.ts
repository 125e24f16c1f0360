import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import type { Passkey } from '../passkeys.ts';
import { successAnswer, timestamp } from './common.ts';

// Decision 027: the answers of /auth/passkeys. The ceremony options go to the browser's WebAuthn
// call as they came; they are checked for what that call cannot do without (a challenge, the
// relying party, the user), and the browser checks the rest.

export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  isSynced: z.boolean(),
}) satisfies z.ZodType<Passkey>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const creationOptions = z.custom<PublicKeyCredentialCreationOptionsJSON>(
  (value) =>
    isRecord(value) &&
    typeof value.challenge === 'string' &&
    isRecord(value.rp) &&
    isRecord(value.user) &&
    Array.isArray(value.pubKeyCredParams),
);
const requestOptions = z.custom<PublicKeyCredentialRequestOptionsJSON>(
  (value) => isRecord(value) && typeof value.challenge === 'string',
);

export const passkeyListAnswer = successAnswer({ passkeys: z.array(passkeySchema) });
export const passkeyAnswer = successAnswer({ passkey: passkeySchema });
export const passkeyRegistrationOptionsAnswer = successAnswer({
  options: creationOptions,
  suggestedName: z.string(),
});
export const passkeySignInOptionsAnswer = successAnswer({ options: requestOptions, challengeId: z.string() });
