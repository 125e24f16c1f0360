import type { Kysely } from 'kysely';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff.ts';
import { nowIso } from './ids.ts';
import { fromJsonText, isStringArray, toJsonText } from './json-column.ts';
import type { Database } from './schema.ts';

// Decision 027: the site's one sign-in policy (row 'site' of sign_in_policy). Never stored: the
// defaults (no role must use a second factor, password sign-in for everyone).

export type PasswordSignIn = 'everyone' | 'break-glass';

export type SignInPolicy = {
  /** Roles whose people must use a second factor. */
  twoFactorRoles: StaffRole[];
  /** 'break-glass': only `breakGlassUserId` may sign in other than by single sign-on. */
  passwordSignIn: PasswordSignIn;
  breakGlassUserId: string | null;
  updatedAt: string | null;
  updatedByName: string;
};

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = {
  twoFactorRoles: [],
  passwordSignIn: 'everyone',
  breakGlassUserId: null,
  updatedAt: null,
  updatedByName: '',
};

function toRoles(text: string): StaffRole[] {
  const value = fromJsonText(text, [], isStringArray);
  return STAFF_ROLES.filter((role) => value.includes(role));
}

export async function readSignInPolicy(db: Kysely<Database>): Promise<SignInPolicy> {
  const row = await db.selectFrom('signInPolicy').selectAll().where('id', '=', 'site').executeTakeFirst();
  if (!row) return DEFAULT_SIGN_IN_POLICY;
  return {
    twoFactorRoles: toRoles(row.twoFactorRoles),
    passwordSignIn: row.passwordSignIn === 'break-glass' ? 'break-glass' : 'everyone',
    breakGlassUserId: row.breakGlassUserId,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName,
  };
}

export async function saveSignInPolicy(
  db: Kysely<Database>,
  policy: Pick<SignInPolicy, 'twoFactorRoles' | 'passwordSignIn' | 'breakGlassUserId'>,
  byName: string,
): Promise<SignInPolicy> {
  const values = {
    twoFactorRoles: toJsonText(policy.twoFactorRoles),
    passwordSignIn: policy.passwordSignIn,
    breakGlassUserId: policy.breakGlassUserId,
    updatedByName: byName,
    updatedAt: nowIso(),
  };
  await db
    .insertInto('signInPolicy')
    .values({ id: 'site', ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
  return readSignInPolicy(db);
}

/** Whether `userId` may sign in other than by single sign-on (a password or a passkey). */
export function mayUseOtherThanSingleSignOn(policy: SignInPolicy, userId: string): boolean {
  return policy.passwordSignIn === 'everyone' || policy.breakGlassUserId === userId;
}
