import type { Kysely, Selectable } from 'kysely';
import type { AdminUser } from '../../domain/entities.ts';
import { newId, nowIso } from './ids.ts';
import type { Database, UserTable } from './schema.ts';
import { withUniqueField } from './unique-violation.ts';

/** For the auth code only: the user with the secret the API must never return. */
export type UserWithSecret = AdminUser & { passwordHash: string };

export type NewUser = { email: string; name: string; passwordHash: string };

function toUserWithSecret(row: Selectable<UserTable>): UserWithSecret {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.passwordHash,
  };
}

export function toAdminUser(user: Pick<UserWithSecret, '_id' | 'email' | 'name'>): AdminUser {
  return { _id: user._id, email: user.email, name: user.name };
}

// E-mail addresses are stored lowercased so that the unique index also rejects case variants.
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createUser(db: Kysely<Database>, input: NewUser): Promise<AdminUser> {
  const now = nowIso();
  const row = await withUniqueField('email', () =>
    db
      .insertInto('users')
      .values({
        id: newId(),
        email: normaliseEmail(input.email),
        name: input.name,
        passwordHash: input.passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toAdminUser(toUserWithSecret(row));
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

export async function findUserById(db: Kysely<Database>, id: string): Promise<AdminUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { _id: row.id, email: row.email, name: row.name } : undefined;
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updatePassword(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: nowIso() })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
