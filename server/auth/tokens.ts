import { createHash, randomBytes } from 'node:crypto';

// Session tokens are opaque: 256 bits from the OS's secure random source, sent to the browser
// once, and stored only as a SHA-256 hash, so a copy of the database holds no usable token.

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
