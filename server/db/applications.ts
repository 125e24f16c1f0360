import type { Kysely, Selectable } from 'kysely';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/constants.ts';
import type { Application } from '../../domain/entities.ts';
import { newId, nowIso } from './ids.ts';
import { countPages, normalisePage, type PageRequest } from './pagination.ts';
import type { ApplicationTable, Database } from './schema.ts';

export type ApplicationInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  position: string;
  linkedin?: string;
  comments?: string;
  cvUrl: string;
};

export type ApplicationFilter = { status?: ApplicationStatus; country?: string; position?: string };

export type ApplicationPage = { applications: Application[]; total: number; totalPages: number };

// A status the code does not know (written by hand in the database) reads as the initial one.
function toStatus(value: string): ApplicationStatus {
  return APPLICATION_STATUSES.find((status) => status === value) ?? 'pending';
}

export function toApplication(row: Selectable<ApplicationTable>): Application {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    country: row.country,
    position: row.position,
    ...(row.linkedin ? { linkedin: row.linkedin } : {}),
    ...(row.comments ? { comments: row.comments } : {}),
    cvUrl: row.cvUrl,
    status: toStatus(row.status),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function createApplication(db: Kysely<Database>, input: ApplicationInput): Promise<Application> {
  const now = nowIso();
  const row = await db
    .insertInto('applications')
    .values({
      id: newId(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      country: input.country,
      position: input.position,
      linkedin: input.linkedin || null,
      comments: input.comments || null,
      cvUrl: input.cvUrl,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApplication(row);
}

/** admin.md §7: GET /applications, newest first, 1-based pages. */
export async function listApplications(
  db: Kysely<Database>,
  request: ApplicationFilter & PageRequest,
): Promise<ApplicationPage> {
  let query = db.selectFrom('applications');
  if (request.status) query = query.where('status', '=', request.status);
  if (request.country) query = query.where('country', '=', request.country);
  if (request.position) query = query.where('position', '=', request.position);

  const { offset, limit } = normalisePage(request);
  const [rows, counted] = await Promise.all([
    // The id tie-break gives a total order, so rows created in the same millisecond never
    // appear on two pages or on none.
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.count);
  return { applications: rows.map(toApplication), total, totalPages: countPages(total, limit) };
}

export async function getApplication(db: Kysely<Database>, id: string): Promise<Application | undefined> {
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApplication(row) : undefined;
}

export async function updateApplicationStatus(
  db: Kysely<Database>,
  id: string,
  status: ApplicationStatus,
): Promise<Application | undefined> {
  const row = await db
    .updateTable('applications')
    .set({ status, updatedAt: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toApplication(row) : undefined;
}

/** Returns what was deleted so the caller can remove the CV file too. */
export async function deleteApplication(db: Kysely<Database>, id: string): Promise<Application | undefined> {
  const row = await db.deleteFrom('applications').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toApplication(row) : undefined;
}

export async function countApplicationsByCountry(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['country', eb.fn.countAll().as('count')])
    .groupBy('country')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.country, Number(row.count)]));
}

/** Whether an application points at this CV, e.g. before reusing or deleting the stored file. */
export async function isCvUrlInUse(db: Kysely<Database>, cvUrl: string): Promise<boolean> {
  const row = await db.selectFrom('applications').select('id').where('cvUrl', '=', cvUrl).executeTakeFirst();
  return row !== undefined;
}
