import {
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import { tagKey } from '../../domain/application-tags.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/constants.ts';
import type { Application, ApplicationListItem, RelatedApplication } from '../../domain/entities.ts';
import { emailKey, nameKey, searchFold } from './application-keys.ts';
import { listTagsOf } from './application-tags.ts';
import { newId, nowIso } from './ids.ts';
import { type PageRequest, type PageTotal, readPageIds } from './pagination.ts';
import type { ApplicationTable, Database } from './schema.ts';
import {
  containsAny,
  countCvApplicationsUpTo,
  countCvTextsUpTo,
  cvSearchWords,
  cvTextHasAll,
  cvTextOfRowHasAll,
  cvWalkFrom,
  isIndexedSearch,
  type SearchTerm,
  throughTheGinIndex,
} from './text-search.ts';

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

export type ApplicationFilter = {
  status?: ApplicationStatus | undefined;
  country?: string | undefined;
  position?: string | undefined;
  /** First name, last name, "first last" or e-mail, anywhere in it, in any case. */
  q?: string | undefined;
  /** Decision 026: one tag, matched folded. */
  tag?: string | undefined;
  /** Decision 026: words that must all appear in the CV's text. */
  cv?: string | undefined;
  /** Decision 026: only these applications (the ones selected on the list). */
  ids?: readonly string[] | undefined;
};

export type ApplicationPage = PageTotal & { applications: ApplicationListItem[] };

/** Where a newest-first walk through the applications stopped: the last row it read. */
export type ApplicationCursor = { createdAt: string; id: string };

// ours: the detail lists at most this many of the same person's other applications.
const RELATED_LIMIT = 20;

// A status the code does not know (written by hand in the database) reads as the initial one.
export function toStatus(value: string): ApplicationStatus {
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

type ListedRow = Selectable<ApplicationTable> & { earlierApplications: number | string | bigint | null };

function toListItem(row: ListedRow): ApplicationListItem {
  return { ...toApplication(row), earlierApplications: Number(row.earlierApplications ?? 0) };
}

/**
 * How many applications with the same e-mail key were made before this one (by creation time,
 * then id, the list's own order). A correlated count over the (email_key, created_at, id) index:
 * a short index range per row, so a page of 10 or an export batch of 500 stays cheap.
 */
function earlierApplications(eb: ExpressionBuilder<Database, 'applications'>) {
  return eb
    .selectFrom('applications as earlier')
    .select((inner) => inner.fn.countAll().as('count'))
    .whereRef('earlier.emailKey', '=', 'applications.emailKey')
    .where((inner) =>
      inner.or([
        inner('earlier.createdAt', '<', inner.ref('applications.createdAt')),
        inner.and([
          inner('earlier.createdAt', '=', inner.ref('applications.createdAt')),
          inner('earlier.id', '<', inner.ref('applications.id')),
        ]),
      ]),
    )
    .as('earlierApplications');
}

/** How the CV words are looked for: as the set of matching CVs, or one application at a time. */
type CvLookup = 'set' | 'row';

function filtered<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'applications', O>,
  filter: ApplicationFilter,
  cvLookup: CvLookup = 'set',
): SelectQueryBuilder<Database, 'applications', O> {
  let result = query;
  if (filter.status) result = result.where('applications.status', '=', filter.status);
  if (filter.country) result = result.where('applications.country', '=', filter.country);
  if (filter.position) result = result.where('applications.position', '=', filter.position);
  if (filter.ids) result = result.where('applications.id', 'in', filter.ids);
  const terms = searchTerms(filter);
  if (terms.length > 0) result = result.where(() => containsAny(db, 'applications', terms));
  const tag = filter.tag ? tagKey(filter.tag) : '';
  if (tag) {
    result = result.where('applications.id', 'in', (eb) =>
      eb
        .selectFrom('applicationTags')
        .select('applicationTags.applicationId')
        .where('applicationTags.tagKey', '=', tag),
    );
  }
  if (filter.cv?.trim()) {
    const words = cvSearchWords(filter.cv ?? '');
    result = result.where(() =>
      cvLookup === 'row' ? cvTextOfRowHasAll(db, words) : cvTextHasAll(db, words),
    );
  }
  return result;
}

/** The search `q` as the stored keys hold it: both sides folded in JavaScript (db/application-keys.ts). */
function searchTerms(filter: ApplicationFilter): SearchTerm[] {
  const q = filter.q?.trim();
  if (!q) return [];
  return [
    { column: 'name_key', text: searchFold(q) },
    { column: 'email_key', text: emailKey(q) },
  ];
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
      emailKey: emailKey(input.email),
      nameKey: nameKey(input.firstName, input.lastName),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApplication(row);
}

/**
 * admin.md §7: GET /applications, newest first, 1-based pages. The page's ids are found first
 * (from the list's indexes alone), then only its rows are read and their earlier applications
 * counted: a deep page skips its offset without counting anything for the rows it skips.
 */
export async function listApplications(
  db: Kysely<Database>,
  request: ApplicationFilter & PageRequest,
): Promise<ApplicationPage> {
  // A CV search on PostgreSQL reads through the GIN index whatever the table's size (db/text-search.ts).
  if (request.cv?.trim() && db.getExecutor().adapter instanceof PostgresAdapter)
    return throughTheGinIndex(db, (reader) => listApplicationsFrom(reader, request));
  return listApplicationsFrom(db, request);
}

async function listApplicationsFrom(
  db: Kysely<Database>,
  request: ApplicationFilter & PageRequest,
): Promise<ApplicationPage> {
  const cvPlan = await planCvSearch(db, request);
  const query = filtered(db, db.selectFrom('applications'), request, cvPlan.lookup);
  // The id tie-break gives a total order, so rows created in the same millisecond never
  // appear on two pages or on none.
  const { ids, ...counted } = await readPageIds(
    db,
    query,
    query
      .select('applications.id')
      .orderBy('applications.createdAt', 'desc')
      .orderBy('applications.id', 'desc'),
    request,
    { isTextSearch: isIndexedSearch(searchTerms(request)), ...(cvPlan.count ? { count: cvPlan.count } : {}) },
  );
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('applications')
          .selectAll('applications')
          .select(earlierApplications)
          .where('applications.id', 'in', ids)
          .orderBy('applications.createdAt', 'desc')
          .orderBy('applications.id', 'desc')
          .execute();
  // Decision 026: the page's tags in one more query (not one per row).
  const tags = await listTagsOf(db, ids);
  const applications = rows.map((row) => ({ ...toListItem(row), tags: tags.get(row.id) ?? [] }));
  return { applications, ...counted };
}

/**
 * A CV search's plan (db/text-search.ts, cvWalkFrom): when many CVs hold the words, the page
 * walks the newest applications asking about each one's CV, and the total is counted from the
 * full-text index with the list's other filters; otherwise the matching CVs are read as a set.
 */
async function planCvSearch(
  db: Kysely<Database>,
  filter: ApplicationFilter,
): Promise<{ lookup: CvLookup; count?: (cap: number) => Promise<number> }> {
  const words = filter.cv?.trim() ? cvSearchWords(filter.cv) : [];
  if (words.length === 0 || (await countCvTextsUpTo(db, words, cvWalkFrom(db))) <= cvWalkFrom(db))
    return { lookup: 'set' };
  // With other filters too, their own index narrows the rows and the count walks those instead.
  const hasOthers = Boolean(
    filter.status || filter.country || filter.position || filter.ids || filter.q?.trim() || filter.tag,
  );
  if (hasOthers) return { lookup: 'row' };
  return { lookup: 'row', count: (cap) => countCvApplicationsUpTo(db, words, cap) };
}

/**
 * The next `limit` applications matching `filter`, newest first, after `cursor` (keyset paging):
 * each batch is one short query, however far the walk has gone and whatever is written meanwhile,
 * so an export of any size reads a batch at a time.
 */
export async function listApplicationsAfter(
  db: Kysely<Database>,
  filter: ApplicationFilter,
  cursor: ApplicationCursor | undefined,
  limit: number,
): Promise<ApplicationListItem[]> {
  let query = filtered(db, db.selectFrom('applications'), filter);
  if (cursor) {
    // "Before the cursor" in (createdAt, id) order. The plain bound on createdAt alone is what
    // both databases can seek to in the (created_at, id) index; without it PostgreSQL reads
    // from the newest row every time and the export slows as it goes.
    query = query
      .where('applications.createdAt', '<=', cursor.createdAt)
      .where((eb) =>
        eb.or([eb('applications.createdAt', '<', cursor.createdAt), eb('applications.id', '<', cursor.id)]),
      );
  }
  const rows = await query
    .selectAll('applications')
    .select(earlierApplications)
    .orderBy('applications.createdAt', 'desc')
    .orderBy('applications.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toListItem);
}

export async function getApplication(
  db: Kysely<Database>,
  id: string,
): Promise<ApplicationListItem | undefined> {
  const row = await db
    .selectFrom('applications')
    .selectAll('applications')
    .select(earlierApplications)
    .where('applications.id', '=', id)
    .executeTakeFirst();
  return row ? toListItem(row) : undefined;
}

/** The same person's other applications (same e-mail key), newest first, at most 20. */
export async function listRelatedApplications(
  db: Kysely<Database>,
  id: string,
): Promise<RelatedApplication[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'position', 'country', 'status', 'createdAt'])
    .where('emailKey', '=', (eb) =>
      eb.selectFrom('applications as self').select('self.emailKey').where('self.id', '=', id),
    )
    .where('id', '<>', id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(RELATED_LIMIT)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    position: row.position,
    country: row.country,
    status: toStatus(row.status),
    createdAt: row.createdAt,
  }));
}

/**
 * Locks the application's row until the end of the caller's transaction and answers its status,
 * or undefined when there is none. A write that changes nothing takes the row lock on PostgreSQL
 * (FOR UPDATE is not portable; SQLite has one writer anyway), so a status change reads the status
 * it replaces without a race, and a note cannot be added to an application being deleted.
 */
export async function lockApplication(
  db: Kysely<Database>,
  id: string,
): Promise<{ status: string } | undefined> {
  // The status as stored, even one the code does not know, so a change away from it is recorded.
  return db
    .updateTable('applications')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirst();
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

/**
 * Deletes the oldest applications created before `before`, at most `limit` of them (a retention
 * batch), with their notes and status history (foreign keys on delete cascade). Answers the ids
 * and CVs of those this call deleted, so the caller removes their e-mails and files too.
 */
export async function deleteApplicationsCreatedBefore(
  db: Kysely<Database>,
  before: string,
  limit: number,
): Promise<{ id: string; cvUrl: string }[]> {
  return db
    .deleteFrom('applications')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('applications')
        .select('id')
        .where('createdAt', '<', before)
        .orderBy('createdAt')
        .orderBy('id')
        .limit(limit),
    )
    .returning(['id', 'cvUrl'])
    .execute();
}

/** Deletes every application stored under one e-mail key (an erasure); answers their ids and CVs. */
export async function deleteApplicationsOfEmail(
  db: Kysely<Database>,
  key: string,
): Promise<{ id: string; cvUrl: string }[]> {
  return db.deleteFrom('applications').where('emailKey', '=', key).returning(['id', 'cvUrl']).execute();
}

/** Which of these CV URLs an application uses (one query for a batch of the orphan-CV sweep). */
export async function cvUrlsInUse(db: Kysely<Database>, cvUrls: readonly string[]): Promise<Set<string>> {
  if (cvUrls.length === 0) return new Set();
  const rows = await db.selectFrom('applications').select('cvUrl').where('cvUrl', 'in', cvUrls).execute();
  return new Set(rows.map((row) => row.cvUrl));
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
