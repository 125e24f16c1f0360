import { hash } from 'node:crypto';

// Decision 029: a visitor is SHA-256(day's salt ‖ address ‖ user agent), the first 16 bytes in
// hex. The salt is secret and made afresh each UK day, then deleted, so the hash can be linked
// neither to the address nor to the same person's hash of another day. A NUL separates the address
// from the user agent, which neither can contain, so no two pairs run together alike. The salt
// goes in as its hex text (as stored), and the one-shot hash() is used: a page view pays for it
// on the request path, and it costs a quarter of a createHash() chain.

/** The day's visitor hash: 32 hex characters. `salt` is the day's salt in hex. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return hash('sha256', `${salt}${address}\0${userAgent}`, 'hex').slice(0, 32);
}
