import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software passkey authenticator for API tests: what a platform authenticator and the browser
// together send back from navigator.credentials.create() and .get(), made with node:crypto. One
// ES256 (P-256) key per credential, attestation 'none', user present and verified, a sign count
// that goes up by one with each assertion (or is set, to replay an old one). Real signatures over
// the server's real challenges, so the server's WebAuthn library checks them as it would a phone's.

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(count: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
}

/** The credential's public key in COSE form (kty EC2, alg ES256, crv P-256). */
function coseKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
    [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
  ]);
  return isoCBOR.encode(map);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export type SoftPasskey = {
  credentialId: string;
  /** The account's user handle the server gave at registration (base64url). */
  userHandle: string;
  signCount: number;
  privateKey: KeyObject;
  rpId: string;
};

/** navigator.credentials.create() with registration options from the server. */
export function createPasskey(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  origin: string,
): { passkey: SoftPasskey; response: Record<string, unknown> } {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
    counterBytes(0),
    Buffer.alloc(16), // AAGUID: none
    Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
    credentialId,
    Buffer.from(coseKey(privateKey)),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const id = b64url(credentialId);
  return {
    passkey: { credentialId: id, userHandle: options.user.id, signCount: 0, privateKey, rpId },
    response: {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    },
  };
}

/** navigator.credentials.get() with sign-in options from the server; the count goes up first. */
export function assertPasskey(
  passkey: SoftPasskey,
  options: { challenge: string },
  origin: string,
  overrides: { signCount?: number } = {},
): Record<string, unknown> {
  passkey.signCount = overrides.signCount ?? passkey.signCount + 1;
  const authData = Buffer.concat([
    sha256(passkey.rpId),
    Buffer.from([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]),
    counterBytes(passkey.signCount),
  ]);
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: passkey.userHandle,
    },
  };
}
