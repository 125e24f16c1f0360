import { randomBytes, scrypt } from 'node:crypto';

// Accounts a test writes straight into the database get their password hashed with scrypt at a
// small cost (N = 2^12 instead of 2^17). The stored hash names its own parameters
// (server/auth/password.ts), so signing in to such an account checks it at that cost too: a
// millisecond instead of a few hundred on a busy machine, which is what the sign-in tests repeat
// dozens of times. The server's own cost is untouched: every password it hashes (a new account,
// a change, a reset) uses hashPassword, and the tests that measure sign-in timing use that.

const N = 2 ** 12;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function quickPasswordHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P }, (error, key) =>
      error
        ? reject(error)
        : resolve(['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$')),
    );
  });
}
