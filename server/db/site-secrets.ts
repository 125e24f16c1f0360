import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from './ids.ts';
import type { Database } from './schema.ts';

// A key the site makes for itself the first time it needs one, kept in the database so that every
// instance sharing it uses the same one (decision 017). Creation is race-safe: each instance
// offers a fresh random key and the insert keeps whichever came first (on conflict do nothing);
// all of them then read back the stored one. Once read, a key is kept in memory for the life of
// the connection: it never changes, and signing must not cost a query.

// Decision 024: 'record-preview' signs the preview links of drafts.
// Decision 026: 'interviewer-feedback' signs the interviewers' no-account scorecard links.
// Decision 027: 'password-reset' signs the forgotten-password links.
export type SiteSecretName =
  | 'application-withdrawal'
  | 'record-preview'
  | 'interviewer-feedback'
  | 'password-reset';

const KEY_BYTES = 32;
const known = new WeakMap<Kysely<Database>, Map<SiteSecretName, Promise<Buffer>>>();

async function readOrCreate(db: Kysely<Database>, name: SiteSecretName): Promise<Buffer> {
  await db
    .insertInto('siteSecrets')
    .values({ name, value: randomBytes(KEY_BYTES).toString('base64url'), createdAt: nowIso() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('siteSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'base64url');
  if (key.length < KEY_BYTES) throw new Error(`The stored site secret ${name} is too short`);
  return key;
}

/**
 * The key named `name`, made on first use. Pass the database itself, never a transaction: a key
 * created inside one that then rolled back would be remembered here but stored nowhere.
 */
export function siteSecret(db: Kysely<Database>, name: SiteSecretName): Promise<Buffer> {
  if (db.isTransaction) throw new Error('siteSecret must not be read inside a transaction');
  let byName = known.get(db);
  if (!byName) {
    byName = new Map();
    known.set(db, byName);
  }
  const cached = byName.get(name);
  if (cached) return cached;
  const reading = readOrCreate(db, name);
  byName.set(name, reading);
  // A failed read (the database was away) is tried again by the next caller, not remembered.
  reading.catch(() => byName.delete(name));
  return reading;
}
