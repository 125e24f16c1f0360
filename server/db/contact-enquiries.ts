import type { Kysely, Selectable } from 'kysely';
import type { EnquiryState } from '../../domain/contact.ts';
import type { ContactEnquiry } from '../../domain/entities.ts';
import { newId, nowIso } from './ids.ts';
import { type PageRequest, type PageTotal, readPageIds } from './pagination.ts';
import type { ContactEnquiryTable, Database } from './schema.ts';
import { containsAny, isIndexedSearch } from './text-search.ts';

// DESIGN.md: an enquiry is stored before its notification e-mail is queued, so none is lost.
// Staff then mark it handled (or open again) and may delete it.

export type ContactEnquiryInput = Pick<
  ContactEnquiry,
  'firstName' | 'lastName' | 'email' | 'phone' | 'message'
>;

export type EnquiryListRequest = PageRequest & { q?: string; state?: EnquiryState };

export type ContactEnquiryPage = PageTotal & { enquiries: ContactEnquiry[] };

export type EnquiryCounts = { total: number; open: number };

// What an enquiry answer is made of: every column but search_text, a second copy of the text.
const ENQUIRY_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
  'createdAt',
  'handledAt',
  'handledByName',
] as const;

type EnquiryRow = Pick<Selectable<ContactEnquiryTable>, (typeof ENQUIRY_COLUMNS)[number]>;

export function toContactEnquiry(row: EnquiryRow): ContactEnquiry {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt,
    ...(row.handledAt ? { handledAt: row.handledAt } : {}),
    ...(row.handledAt && row.handledByName !== null ? { handledByName: row.handledByName } : {}),
  };
}

/**
 * Text folded for search (docs/decisions/010): lower case by JavaScript's Unicode rules and every
 * run of white space made one space. The stored text and the query are folded alike, so both
 * databases compare the same strings and a search finds the same enquiries on either.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

// One line per searchable field, "first last" as one: a folded query has no line break, so it
// never matches across two fields.
function searchText(input: ContactEnquiryInput): string {
  return [`${input.firstName} ${input.lastName}`, input.email, input.phone, input.message]
    .map(foldForSearch)
    .join('\n');
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
      handledAt: null,
      handledByName: null,
      searchText: searchText(input),
    })
    .returning(ENQUIRY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toContactEnquiry(row);
}

/**
 * Newest first, 1-based pages; `q` is a case-insensitive substring of any searchable field, found
 * through the search index (db/text-search.ts). The total is exact up to EXACT_TOTAL_UP_TO.
 */
export async function listEnquiries(
  db: Kysely<Database>,
  request: EnquiryListRequest,
): Promise<ContactEnquiryPage> {
  let query = db.selectFrom('contactEnquiries');
  if (request.state === 'open') query = query.where('handledAt', 'is', null);
  if (request.state === 'handled') query = query.where('handledAt', 'is not', null);
  const q = request.q === undefined ? '' : foldForSearch(request.q);
  const terms = q === '' ? [] : [{ column: 'search_text', text: q }];
  if (terms.length > 0) query = query.where(() => containsAny(db, 'contact_enquiries', terms));

  const { ids, ...counted } = await readPageIds(
    db,
    query,
    query.select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc'),
    request,
    { isTextSearch: isIndexedSearch(terms) },
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('contactEnquiries')
          .select(ENQUIRY_COLUMNS)
          .where('id', 'in', ids)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute();
  return { enquiries: rows.map(toContactEnquiry), ...counted };
}

/**
 * All enquiries and the open ones among them: the open ones through the handled_at index, so the
 * count costs the open enquiries, not all of them.
 */
export async function countEnquiries(db: Kysely<Database>): Promise<EnquiryCounts> {
  const [all, open] = await Promise.all([
    db
      .selectFrom('contactEnquiries')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contactEnquiries')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('handledAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL answers COUNT as text (bigint).
  return { total: Number(all.count), open: Number(open.count) };
}

export async function getEnquiry(db: Kysely<Database>, id: string): Promise<ContactEnquiry | undefined> {
  const row = await db
    .selectFrom('contactEnquiries')
    .select(ENQUIRY_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toContactEnquiry(row) : undefined;
}

/**
 * Marks an enquiry handled by `byName` at `at`, or open again. Marking a handled enquiry handled
 * keeps who handled it first and when: two administrators clicking at once do not overwrite each
 * other. Undefined when no enquiry has this id.
 */
export async function setEnquiryHandled(
  db: Kysely<Database>,
  id: string,
  change: { handled: true; byName: string; at: string } | { handled: false },
): Promise<ContactEnquiry | undefined> {
  const update = db.updateTable('contactEnquiries').where('id', '=', id);
  const row = await (change.handled
    ? update.set((eb) => ({
        // Both right-hand sides read the row as it was before this update, in either database.
        handledByName: eb
          .case()
          .when('handledAt', 'is', null)
          .then(change.byName)
          .else(eb.ref('handledByName'))
          .end(),
        handledAt: eb.fn.coalesce('handledAt', eb.val(change.at)),
      }))
    : update.set({ handledAt: null, handledByName: null })
  )
    .returning(ENQUIRY_COLUMNS)
    .executeTakeFirst();
  return row ? toContactEnquiry(row) : undefined;
}

export async function deleteEnquiry(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contactEnquiries').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The oldest enquiries created before `before`, at most `limit` (a retention batch); answers how many went. */
export async function deleteEnquiriesCreatedBefore(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('contactEnquiries')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('contactEnquiries')
        .select('id')
        .where('createdAt', '<', before)
        .orderBy('createdAt')
        .orderBy('id')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
