import type { Kysely, Selectable } from 'kysely';
import type { AdminUser, StaffAccount } from '../../domain/entities.ts';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff.ts';
import { newId, nowIso } from './ids.ts';
import type { Database, UserTable } from './schema.ts';
import { inTransaction } from './transaction.ts';
import { withUniqueField } from './unique-violation.ts';

/** For the auth code only: the user with the secret the API must never return. */
export type UserWithSecret = Omit<AdminUser, 'mustSetUpTwoFactor'> & {
  passwordHash: string;
  isDisabled: boolean;
};

export type NewUser = {
  email: string;
  name: string;
  passwordHash: string;
  /** Default admin: the first account, and `npm run admin:create`. */
  role?: StaffRole;
  /** An initial password an administrator chose: changed at the first sign-in. */
  mustChangePassword?: boolean;
};

export function toRole(value: string): StaffRole {
  // Anything unknown in the column (it is plain text) gets the least access, never the most.
  return (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : 'editor';
}

function toUserWithSecret(row: Selectable<UserTable>): UserWithSecret {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: toRole(row.role),
    mustChangePassword: row.mustChangePassword === 1,
    isDisabled: row.isDisabled === 1,
    passwordHash: row.passwordHash,
  };
}

/**
 * The user as the API answers it. `mustSetUpTwoFactor` is false unless the caller worked it out
 * (decision 027: only a session by password of a person whose role must use a second factor and
 * who has none; sessions.ts and the login route know that).
 */
export function toAdminUser(
  user: Omit<AdminUser, 'mustSetUpTwoFactor'> & { mustSetUpTwoFactor?: boolean },
): AdminUser {
  return {
    _id: user._id,
    email: user.email,
    name: user.name,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    mustSetUpTwoFactor: user.mustSetUpTwoFactor ?? false,
  };
}

type StaffAccountRow = Selectable<UserTable> & { hasPasskey?: number | string | boolean };

function toStaffAccount(row: StaffAccountRow): StaffAccount {
  const user = toUserWithSecret(row);
  return {
    _id: user._id,
    email: user.email,
    name: user.name,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    isDisabled: user.isDisabled,
    createdAt: row.createdAt,
    hasTwoFactor: row.totpSecret !== null || Number(row.hasPasskey ?? 0) > 0,
  };
}

/** Every column of users with whether the account has a passkey (decision 027), for toStaffAccount. */
function selectStaffAccounts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('passkeys').select('passkeys.id').whereRef('passkeys.userId', '=', 'users.id'))
        .as('hasPasskey'),
    );
}

// E-mail addresses are stored lowercased so that the unique index also rejects case variants.
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createUser(db: Kysely<Database>, input: NewUser): Promise<StaffAccount> {
  const now = nowIso();
  const row = await withUniqueField('email', () =>
    db
      .insertInto('users')
      .values({
        id: newId(),
        email: normaliseEmail(input.email),
        name: input.name,
        passwordHash: input.passwordHash,
        role: input.role ?? 'admin',
        isDisabled: 0,
        mustChangePassword: input.mustChangePassword ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toStaffAccount(row);
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserWithSecret | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return row ? toUserWithSecret(row) : undefined;
}

export async function findUserWithSecret(
  db: Kysely<Database>,
  id: string,
): Promise<UserWithSecret | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toUserWithSecret(row) : undefined;
}

export async function findStaffAccount(db: Kysely<Database>, id: string): Promise<StaffAccount | undefined> {
  const row = await selectStaffAccounts(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toStaffAccount(row) : undefined;
}

/** Every staff account, by name. */
export async function listStaffAccounts(db: Kysely<Database>): Promise<StaffAccount[]> {
  const rows = await selectStaffAccounts(db).orderBy('users.name').orderBy('users.email').execute();
  return rows.map(toStaffAccount);
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sets a new password; `mustChange` marks it an initial one, to be changed at next sign-in. */
export async function updatePassword(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  mustChange = false,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ passwordHash, mustChangePassword: mustChange ? 1 : 0, updatedAt: nowIso() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export class LastAdminError extends Error {
  override name = 'LastAdminError';
}

export type StaffChange = {
  name?: string;
  email?: string;
  role?: StaffRole;
  isDisabled?: boolean;
  /** With mustChangePassword: an administrator's reset to a new initial password. */
  passwordHash?: string;
};

/**
 * Changes an account; throws LastAdminError when that would leave no active administrator.
 * The active administrators' rows are locked first (an update that writes nothing), so two
 * administrators demoting each other at the same moment cannot both succeed: the second waits
 * for the first and then counts again.
 */
export async function updateStaffAccount(
  db: Kysely<Database>,
  id: string,
  change: StaffChange,
): Promise<StaffAccount | undefined> {
  return inTransaction(db, async (trx) => {
    await lockActiveAdmins(trx);
    const row = await withUniqueField('email', () =>
      trx
        .updateTable('users')
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.email !== undefined ? { email: normaliseEmail(change.email) } : {}),
          ...(change.role !== undefined ? { role: change.role } : {}),
          ...(change.isDisabled !== undefined ? { isDisabled: change.isDisabled ? 1 : 0 } : {}),
          ...(change.passwordHash !== undefined
            ? { passwordHash: change.passwordHash, mustChangePassword: 1 }
            : {}),
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),
    );
    if (!row) return undefined;
    if ((await countActiveAdmins(trx)) === 0) throw new LastAdminError();
    return findStaffAccount(trx, id);
  });
}

/** Deletes an account (its sessions go with it); LastAdminError for the last active admin. */
export async function deleteStaffAccount(db: Kysely<Database>, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockActiveAdmins(trx);
    await trx.deleteFrom('sessions').where('userId', '=', id).execute();
    const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    if ((await countActiveAdmins(trx)) === 0) throw new LastAdminError();
    return true;
  });
}

async function lockActiveAdmins(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('role', '=', 'admin')
    .where('isDisabled', '=', 0)
    .execute();
}

async function countActiveAdmins(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'admin')
    .where('isDisabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
