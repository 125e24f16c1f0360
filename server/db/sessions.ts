import type { Kysely, Selectable } from 'kysely';
import type { AdminUser } from '../../domain/entities.ts';
import { type SignInMethod, toSignInMethod } from '../../domain/sign-in.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, isStringArray } from './json-column.ts';
import type { Database, SessionTable } from './schema.ts';
import { HAS_SECOND_FACTOR_SQL } from './two-factor.ts';
import { toRole } from './users.ts';

// Only the hash of a bearer token is stored, so a leaked database does not leak live sessions.
// Times are ISO-8601 UTC strings of one fixed width, so text comparison orders them correctly.

export type Session = {
  id: string;
  userId: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** Decision 027: "Chrome on Windows", the client's network, how the sign-in was made. */
  device: string;
  network: string;
  method: SignInMethod;
  deviceId: string | null;
};

export type ActiveSession = { session: Session; user: AdminUser };

type SessionRow = Omit<Selectable<SessionTable>, 'tokenHash' | 'ssoRefreshToken' | 'ssoCheckedAt'>;

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
    device: row.device,
    network: row.network,
    method: toSignInMethod(row.method),
    deviceId: row.deviceId,
  };
}

export async function createSession(
  db: Kysely<Database>,
  input: {
    userId: string;
    tokenHash: string;
    expiresAt: string;
    device?: string;
    network?: string;
    method?: SignInMethod;
    deviceId?: string | null;
    ssoRefreshToken?: string | null;
  },
): Promise<Session> {
  const now = nowIso();
  const row = await db
    .insertInto('sessions')
    .values({
      id: newId(),
      userId: input.userId,
      tokenHash: input.tokenHash,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: input.expiresAt,
      device: input.device ?? '',
      network: input.network ?? '',
      method: input.method ?? 'password',
      deviceId: input.deviceId ?? null,
      ssoRefreshToken: input.ssoRefreshToken ?? null,
      ssoCheckedAt: input.ssoRefreshToken ? now : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSession(row);
}

/** The session for a token hash with its user, only while it has not expired at `now`. */
export async function findActiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.userId',
      'sessions.createdAt',
      'sessions.lastUsedAt',
      'sessions.expiresAt',
      'sessions.device',
      'sessions.network',
      'sessions.method',
      'sessions.deviceId',
      'users.email as userEmail',
      'users.name as userName',
      'users.role as userRole',
      'users.mustChangePassword as userMustChangePassword',
      // Decision 027, in the same query: whether the person has a second factor, and the roles
      // the sign-in policy makes use one (null when no policy was ever saved).
      HAS_SECOND_FACTOR_SQL.as('userHasSecondFactor'),
      (eb) =>
        eb
          .selectFrom('signInPolicy')
          .select('signInPolicy.twoFactorRoles')
          .where('signInPolicy.id', '=', 'site')
          .as('twoFactorRoles'),
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', now)
    // A disabled account's sessions end at once, wherever they were made.
    .where('users.isDisabled', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const session = toSession(row);
  const role = toRole(row.userRole);
  const rolesThatMust = fromJsonText(row.twoFactorRoles ?? '[]', [], isStringArray);
  return {
    session,
    user: {
      _id: row.userId,
      email: row.userEmail,
      name: row.userName,
      role,
      // A person who signed in with their work account never uses the initial password an
      // administrator gave: it stays owed (a password sign-in still has to change it) but does
      // not hold a single sign-on session at the password screen.
      mustChangePassword: row.userMustChangePassword === 1 && session.method !== 'single-sign-on',
      // Single sign-on satisfies the policy: the provider enforces its own second factor.
      mustSetUpTwoFactor:
        session.method !== 'single-sign-on' &&
        rolesThatMust.includes(role) &&
        Number(row.userHasSecondFactor) === 0,
    },
  };
}

/** Sliding expiry: each use pushes the end of the session further out. */
export async function touchSession(
  db: Kysely<Database>,
  id: string,
  times: { lastUsedAt: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ lastUsedAt: times.lastUsedAt, expiresAt: times.expiresAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes at most `limit` sessions that ended by `now` (one housekeeping batch); answers how many. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', (eb) =>
      eb.selectFrom('sessions').select('id').where('expiresAt', '<=', now).orderBy('expiresAt').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Signs a user out everywhere but `exceptId` (a password change keeps the session that made it).
 * Returns how many were removed.
 */
export async function deleteSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  exceptId?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Decision 027: the most sessions a session list shows (a person has a handful). */
export const SESSION_LIST_LIMIT = 100;

/** A person's unexpired sessions at `now`, newest first (decision 027: "Your Account"). */
export async function listSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  now: string,
  limit = SESSION_LIST_LIMIT,
): Promise<Session[]> {
  const rows = await db
    .selectFrom('sessions')
    .select([
      'id',
      'userId',
      'createdAt',
      'lastUsedAt',
      'expiresAt',
      'device',
      'network',
      'method',
      'deviceId',
    ])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('lastUsedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toSession);
}

/** Ends one of a person's own sessions; false when it is not theirs or already gone. */
export async function deleteSessionOfUser(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
