import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

// Decision 027: short-lived, one-time state the server keeps between two requests of a sign-in
// (a WebAuthn challenge, an OpenID Connect login in progress, a single sign-on hand-over code).
// It lives in the database so that the second request may reach any instance, and it is taken
// by deleting it, so two requests racing with the same state cannot both use it.

export type AuthChallengePurpose = 'passkey-registration' | 'passkey-sign-in' | 'oidc-login' | 'sso-handover';

export type AuthChallenge = {
  id: string;
  purpose: AuthChallengePurpose;
  userId: string | null;
  challenge: string;
  detail: string | null;
  expiresAt: string;
};

export async function putAuthChallenge(db: Kysely<Database>, challenge: AuthChallenge): Promise<void> {
  await db.insertInto('authChallenges').values(challenge).execute();
}

/**
 * Takes (deletes and answers) the challenge `id` of `purpose` if it has not expired at `now`;
 * undefined when it never existed, was taken already, is of another purpose or has expired.
 */
export async function takeAuthChallenge(
  db: Kysely<Database>,
  id: string,
  purpose: AuthChallengePurpose,
  now: string,
): Promise<AuthChallenge | undefined> {
  const row = await db
    .deleteFrom('authChallenges')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expiresAt <= now) return undefined;
  return { ...row, purpose };
}

/** Deletes at most `limit` challenges that expired by `now` (one housekeeping batch). */
export async function deleteExpiredAuthChallenges(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('authChallenges')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('authChallenges')
        .select('id')
        .where('expiresAt', '<=', now)
        .orderBy('expiresAt')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
