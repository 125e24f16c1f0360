import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Semaphore } from '../semaphore.ts';

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. Built into Node, so no
// native addon. The parameters are stored with each hash so they can be raised later without
// invalidating existing passwords.
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; allow headroom above Node's 32 MiB default.
const MAX_MEMORY = 256 * 1024 * 1024;

// One derivation at a time: each takes 128 MiB for a few hundred milliseconds, so twenty sign-ins
// at once would otherwise take the server's memory up by gigabytes, and run no faster.
const derivations = new Semaphore(1);

function derive(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
  length: number,
): Promise<Buffer> {
  return derivations.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, computed once: login runs verifyPassword against it when the
 * e-mail is unknown, so an unknown address costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
