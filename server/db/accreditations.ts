import type { Selectable } from 'kysely';
import type { ExpiringAccreditation } from '../../domain/answers/stats.ts';
import {
  ACCREDITATION_WARNING_DAYS,
  type Accreditation,
  type AccreditationInput,
  accreditationState,
} from '../../domain/capability-statements.ts';
import type { Db } from './connection.ts';
import { newId, nowIso } from './ids.ts';
import type { AccreditationTable } from './schema.ts';

// Decision 028: the company's certificates (ISO 9001, CHAS, Constructionline…), entered once by
// an administrator and chosen per statement. Few (tens at most), so lists are read whole.

type Row = Selectable<AccreditationTable>;

export function toAccreditation(row: Row): Accreditation {
  return {
    _id: row.id,
    name: row.name,
    issuer: row.issuer,
    certificateNumber: row.certificateNumber,
    scope: row.scope,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** By name; those that do not expire read as valid. */
export async function listAccreditations(db: Db): Promise<Accreditation[]> {
  const rows = await db.selectFrom('accreditations').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(toAccreditation);
}

export async function getAccreditation(db: Db, id: string): Promise<Accreditation | undefined> {
  const row = await db.selectFrom('accreditations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAccreditation(row) : undefined;
}

export async function getAccreditationsByIds(db: Db, ids: readonly string[]): Promise<Accreditation[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('accreditations')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toAccreditation);
}

export async function createAccreditation(db: Db, input: AccreditationInput): Promise<Accreditation> {
  const now = nowIso();
  const row = await db
    .insertInto('accreditations')
    .values({ id: newId(), ...input, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAccreditation(row);
}

export async function updateAccreditation(
  db: Db,
  id: string,
  input: AccreditationInput,
): Promise<Accreditation | undefined> {
  const row = await db
    .updateTable('accreditations')
    .set({ ...input, updatedAt: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toAccreditation(row) : undefined;
}

export async function deleteAccreditation(db: Db, id: string): Promise<Accreditation | undefined> {
  const row = await db.deleteFrom('accreditations').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toAccreditation(row) : undefined;
}

/**
 * Those expired or expiring within ACCREDITATION_WARNING_DAYS of `today` (YYYY-MM-DD), soonest
 * first: the dashboard overview's warning. Read through the index on expires_on.
 */
export async function listExpiringAccreditations(db: Db, today: string): Promise<ExpiringAccreditation[]> {
  const until = new Date(`${today}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + ACCREDITATION_WARNING_DAYS);
  const rows = await db
    .selectFrom('accreditations')
    .select(['id', 'name', 'expiresOn'])
    .where('expiresOn', 'is not', null)
    .where('expiresOn', '<=', until.toISOString().slice(0, 10))
    .orderBy('expiresOn')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    if (row.expiresOn === null) return [];
    const state = accreditationState(row.expiresOn, today);
    return state === 'valid' ? [] : [{ _id: row.id, name: row.name, expiresOn: row.expiresOn, state }];
  });
}
