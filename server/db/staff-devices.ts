import type { Kysely } from 'kysely';
import { newId } from './ids.ts';
import type { Database } from './schema.ts';

// Decision 027: the browsers a member of staff signs in from. Each keeps a device token (256
// random bits, given at its first sign-in); only the token's SHA-256 hash is stored. A sign-in
// without a known token is from a new device; `trustedUntil` is "remember this device".

export type StaffDevice = {
  id: string;
  userId: string;
  label: string;
  trustedUntil: string | null;
  createdAt: string;
  lastSeenAt: string;
};

/** The device of `userId` whose token hashes to `tokenHash`; another person's device is none of theirs. */
export async function findStaffDevice(
  db: Kysely<Database>,
  userId: string,
  tokenHash: string,
): Promise<StaffDevice | undefined> {
  return db
    .selectFrom('staffDevices')
    .select(['id', 'userId', 'label', 'trustedUntil', 'createdAt', 'lastSeenAt'])
    .where('tokenHash', '=', tokenHash)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function hasStaffDevices(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('staffDevices')
    .select('id')
    .where('userId', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addStaffDevice(
  db: Kysely<Database>,
  input: { userId: string; tokenHash: string; label: string; now: string },
): Promise<StaffDevice> {
  const device = {
    id: newId(),
    userId: input.userId,
    label: input.label,
    trustedUntil: null,
    createdAt: input.now,
    lastSeenAt: input.now,
  };
  await db
    .insertInto('staffDevices')
    .values({ ...device, tokenHash: input.tokenHash })
    .execute();
  return device;
}

/** Marks the device seen at `now` (with its current browser label) and, when given, trusted until then. */
export async function touchStaffDevice(
  db: Kysely<Database>,
  id: string,
  change: { now: string; label: string; trustedUntil?: string },
): Promise<void> {
  await db
    .updateTable('staffDevices')
    .set({
      lastSeenAt: change.now,
      label: change.label,
      ...(change.trustedUntil !== undefined ? { trustedUntil: change.trustedUntil } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Forgets every "remember this device" of a person (their second factor was reset or changed). */
export async function untrustStaffDevices(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('staffDevices').set({ trustedUntil: null }).where('userId', '=', userId).execute();
}

/**
 * Housekeeping (decision 027): forgets at most `limit` devices not seen since `before`. A browser
 * back after that long is greeted as new (one e-mail), which is what it is by then. The table
 * holds a handful of rows per member of staff, so no index on the time alone is needed.
 */
export async function deleteUnseenStaffDevices(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('staffDevices')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('staffDevices')
        .select('id')
        .where('lastSeenAt', '<', before)
        .orderBy('lastSeenAt')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
