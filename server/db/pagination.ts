import { type Kysely, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';

// Page maths shared by the paged lists (admin.md §7: GET /applications?page&limit, 1-based pages).

export type PageRequest = { page: number; limit: number };

/** Guards against page 0, negative or fractional values so the query is always valid. */
export function normalisePage({ page, limit }: PageRequest): { offset: number; limit: number } {
  const safeLimit = Math.max(1, Math.floor(limit) || 1);
  const safePage = Math.max(1, Math.floor(page) || 1);
  return { offset: (safePage - 1) * safeLimit, limit: safeLimit };
}

/** At least 1, so an empty list still reads "page 1 of 1". */
export function countPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, Math.floor(limit) || 1)));
}

/** One page of a list and how many rows the whole list holds (decision 019). */
export type PageOf<T> = { items: T[]; total: number };

/**
 * Ours (decision 020): a list counts its matches exactly up to this many, and past it says only
 * "more than": counting every row of a million-row list on each page costs more than the page.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

// Past the bound, the count still reaches this many pages beyond the one shown, so the pager
// always offers the next pages and the bound moves on as staff page deeper.
const PAGES_AHEAD = 10;

export type PageTotal = { total: number; totalPages: number; isTotalExact: boolean };

/** How a list's rows are found, where it matters to the count's plan. */
export type CountPlan = {
  /**
   * The filter is a substring search that a trigram index serves (db/text-search.ts). On
   * PostgreSQL the capped count then runs with sequential scans off: the planner prices `LIKE`
   * on long text at almost nothing a row, so for a count capped at 10,001 it prefers reading
   * the table from its start until enough rows match, which for a common word reads the whole
   * table (70 ms at 100,000 enquiries) where the GIN index finds the same rows in 17 ms
   * (decision 021). SQLite's FTS5 query is planned through its own table either way.
   */
  isTextSearch?: boolean;
  /**
   * Counts the list's rows itself, reading at most `cap + 1`: for a filter whose rows are best
   * counted from another table's index than the page is read by (a CV search for a common word,
   * decision 026, counted from the full-text index while the page walks the newest applications).
   */
  count?: (cap: number) => Promise<number>;
};

/** How many rows `query` matches, reading at most `cap + 1` of them: at most `cap + 1`. */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  cap: number,
  plan: CountPlan = {},
): Promise<number> {
  const capped = query.select(sql<number>`1`.as('one')).limit(cap + 1);
  const count = async (reader: Kysely<DB>) => {
    const { rows } = await sql<{ count: number | string | bigint }>`
      select count(*) as count from (${capped}) as capped`.execute(reader);
    // PostgreSQL answers COUNT as text (bigint).
    return Number(rows[0]?.count ?? 0);
  };
  if (!plan.isTextSearch || !(db.getExecutor().adapter instanceof PostgresAdapter)) return count(db);
  // Already in a transaction (a CV search on PostgreSQL runs in one): `set local` lasts to its end.
  if (db.isTransaction) {
    await sql`set local enable_seqscan = off`.execute(db);
    return count(db);
  }
  // `set local` lasts to the end of this transaction only, so the pooled connection goes back
  // with the server's own settings.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return count(trx);
  });
}

/**
 * The total of a paged list, counted by reading at most `cap + 1` of the rows `query` matches
 * (through the same index the page is read by), where the cap is EXACT_TOTAL_UP_TO or, on deep
 * pages, the rows up to ten pages past this one. Exact when fewer match; otherwise the cap, with
 * `isTotalExact` false, and one page more than the cap fills.
 */
export async function countTotal<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  plan: CountPlan = {},
): Promise<PageTotal> {
  const { offset, limit } = normalisePage(request);
  const cap = Math.max(EXACT_TOTAL_UP_TO, offset + limit * PAGES_AHEAD);
  const counted = plan.count ? await plan.count(cap) : await countUpTo(db, query, cap, plan);
  return totalOf(counted, cap, limit);
}

function totalOf(counted: number, cap: number, limit: number): PageTotal {
  if (counted <= cap) return { total: counted, totalPages: countPages(counted, limit), isTotalExact: true };
  return { total: cap, totalPages: countPages(cap + 1, limit), isTotalExact: false };
}

/**
 * The ids of one page of `orderedIds` (the list's query selecting `id`, in the list's order) and
 * the list's total as countTotal gives it, with a deep offset walked once. Near the start the
 * page and the count up to EXACT_TOTAL_UP_TO run side by side (each by the plan that suits it);
 * past it, the ids of the ten pages after this one are read with the page and they alone tell
 * the total, so the offset is not skipped a second time by a count. Only a page past the end
 * counts `filtered` (the same query without its select) to find where the end is.
 */
export async function readPageIds<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  filtered: SelectQueryBuilder<DB, TB, O>,
  orderedIds: SelectQueryBuilder<DB, TB, { id: string }>,
  request: PageRequest,
  plan: CountPlan = {},
): Promise<PageTotal & { ids: string[] }> {
  const { offset, limit } = normalisePage(request);
  const ahead = limit * PAGES_AHEAD;
  if (offset + ahead < EXACT_TOTAL_UP_TO) {
    const [rows, counted] = await Promise.all([
      orderedIds.limit(limit).offset(offset).execute(),
      countTotal(db, filtered, request, plan),
    ]);
    return { ids: rows.map((row) => row.id), ...counted };
  }
  const rows = await orderedIds
    .limit(ahead + 1)
    .offset(offset)
    .execute();
  const ids = rows.slice(0, limit).map((row) => row.id);
  if (rows.length === 0) return { ids, ...(await countTotal(db, filtered, request, plan)) };
  return { ids, ...totalOf(offset + rows.length, offset + ahead, limit) };
}
