import { createHash, randomInt } from 'node:crypto';

// Decision 027: ten one-time recovery codes, `xxxxx-xxxxx`, from a base32 alphabet without the
// letters that pass for digits or each other (Crockford's: no i, l, o, u). 50 random bits each;
// only their SHA-256 hashes are stored. A code is read back forgivingly: case, spaces and the
// hyphen do not matter, and o, i and l are read as the 0 and 1 they look like.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A new set of codes, as shown to their owner once. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/** The code as stored (its ten characters), or null when what was typed cannot be one. */
function normaliseRecoveryCode(typed: string): string | null {
  const code = typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return code.length === 10 && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** Whether what was typed has a recovery code's shape (and so is not an authenticator code). */
export function isRecoveryCodeShaped(typed: string): boolean {
  return normaliseRecoveryCode(typed) !== null;
}

/** The stored hash of a typed code, or null when it cannot be one. */
export function hashRecoveryCode(typed: string): string | null {
  const code = normaliseRecoveryCode(typed);
  return code === null ? null : createHash('sha256').update(code).digest('hex');
}
