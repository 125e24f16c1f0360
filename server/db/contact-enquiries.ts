import type { Kysely, Selectable } from 'kysely';
import type { ContactEnquiry } from '../../domain/entities.ts';
import { newId, nowIso } from './ids.ts';
import { countPages, normalisePage, type PageRequest } from './pagination.ts';
import type { ContactEnquiryTable, Database } from './schema.ts';

// DESIGN.md: an enquiry is stored before its notification e-mail is queued, so none is lost.

export type ContactEnquiryInput = Omit<ContactEnquiry, '_id' | 'createdAt'>;

export type ContactEnquiryPage = { enquiries: ContactEnquiry[]; total: number; totalPages: number };

export function toContactEnquiry(row: Selectable<ContactEnquiryTable>): ContactEnquiry {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt,
  };
}

export async function createEnquiry(
  db: Kysely<Database>,
  input: ContactEnquiryInput,
): Promise<ContactEnquiry> {
  const row = await db
    .insertInto('contactEnquiries')
    .values({
      id: newId(),
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      message: input.message,
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContactEnquiry(row);
}

/** Newest first, 1-based pages. */
export async function listEnquiries(db: Kysely<Database>, request: PageRequest): Promise<ContactEnquiryPage> {
  const { offset, limit } = normalisePage(request);
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('contactEnquiries')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('contactEnquiries')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.count);
  return { enquiries: rows.map(toContactEnquiry), total, totalPages: countPages(total, limit) };
}

export async function getEnquiry(db: Kysely<Database>, id: string): Promise<ContactEnquiry | undefined> {
  const row = await db.selectFrom('contactEnquiries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toContactEnquiry(row) : undefined;
}
