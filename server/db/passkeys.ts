import type { Selectable } from 'kysely';
import type { Passkey } from '../../domain/passkeys.ts';
import type { Db } from './connection.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, isStringArray, toJsonText } from './json-column.ts';
import type { PasskeyTable } from './schema.ts';

// Decision 027: a member of staff's passkeys (WebAuthn credentials), several per account. The
// credential id and the COSE public key are stored base64url; the sign count is kept so a cloned
// authenticator replaying an old count is noticed by the WebAuthn library. Every change but the
// count is made by the owner, so each takes the owner's id and touches only their own rows.

type Row = Selectable<PasskeyTable>;

/** A stored credential, as the sign-in check needs it. */
export type StoredPasskey = {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
};

function toPasskey(row: Row): Passkey {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    isSynced: row.deviceType === 'multiDevice',
  };
}

function toStoredPasskey(row: Row): StoredPasskey {
  return {
    id: row.id,
    userId: row.userId,
    credentialId: row.credentialId,
    publicKey: row.publicKey,
    signCount: Number(row.signCount),
    transports: row.transports === null ? [] : fromJsonText(row.transports, [], isStringArray),
    name: row.name,
  };
}

/** The person's passkeys, oldest first (through the (user_id, created_at) index). */
export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toPasskey);
}

/** The person's credentials, for excludeCredentials when they add another. */
export async function listStoredPasskeys(db: Db, userId: string): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('passkeys').selectAll().where('userId', '=', userId).execute();
  return rows.map(toStoredPasskey);
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credentialId', '=', credentialId)
    .executeTakeFirst();
  return row ? toStoredPasskey(row) : undefined;
}

export type NewPasskey = {
  userId: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  deviceType: string;
  isBackedUp: boolean;
  name: string;
};

/** Stores a new passkey; undefined when its credential is registered already (to anyone). */
export async function addPasskey(db: Db, input: NewPasskey): Promise<Passkey | undefined> {
  const row = await db
    .insertInto('passkeys')
    .values({
      id: newId(),
      userId: input.userId,
      credentialId: input.credentialId,
      publicKey: input.publicKey,
      signCount: input.signCount,
      transports: input.transports.length > 0 ? toJsonText(input.transports) : null,
      deviceType: input.deviceType,
      isBackedUp: input.isBackedUp ? 1 : 0,
      name: input.name,
      createdAt: nowIso(),
      lastUsedAt: null,
    })
    .onConflict((conflict) => conflict.column('credentialId').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toPasskey(row) : undefined;
}

/** Renames one of the person's own passkeys; undefined when they have none with that id. */
export async function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey | undefined> {
  const row = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row ? toPasskey(row) : undefined;
}

/** Removes one of the person's own passkeys; undefined when they have none with that id. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<Passkey | undefined> {
  const row = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row ? toPasskey(row) : undefined;
}

/** After a sign-in with it: the authenticator's new count, and when it was last used. */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  use: { signCount: number; deviceType: string; isBackedUp: boolean; at: string },
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({
      signCount: use.signCount,
      deviceType: use.deviceType,
      isBackedUp: use.isBackedUp ? 1 : 0,
      lastUsedAt: use.at,
    })
    .where('id', '=', id)
    .execute();
}
