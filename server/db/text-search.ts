import { type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from './application-keys.ts';

// The one place the staff searches differ by database (decision 020). Both search folded text
// stored beside the row (decisions 010 and 011) for a substring of it, so both answer the same:
// - SQLite: an external-content FTS5 table with the trigram tokenizer, `<table>_search`, kept in
//   step by triggers (migration 2026-12-03T1000). A phrase of three or more characters matches
//   exactly the rows holding it as a substring.
// - PostgreSQL: `LIKE '%…%'` over the same columns, which pg_trgm's GIN indexes serve (and a scan
//   answers where the extension could not be installed).
// Shorter than three characters, no trigram index can help: both read the rows with LIKE.

/** A stored column (its SQL name) and the folded text to find in it. */
export type SearchTerm = { column: string; text: string };

const TRIGRAM = 3;

function likeAny(table: string, terms: SearchTerm[]): RawBuilder<SqlBool> {
  const conditions = terms.map(
    ({ column, text }) =>
      sql<SqlBool>`${sql.ref(`${table}.${column}`)} like ${containsPattern(text)} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/**
 * FTS5 query syntax: each text a quoted phrase (`"` written twice) limited to the columns that
 * look for it. Terms with the same text share one phrase, so its trigrams are read once.
 */
function ftsQuery(terms: SearchTerm[]): string {
  const columnsByText = new Map<string, string[]>();
  for (const { column, text } of terms) columnsByText.set(text, [...(columnsByText.get(text) ?? []), column]);
  return [...columnsByText]
    .map(([text, columns]) => `{${columns.join(' ')}} : "${text.replaceAll('"', '""')}"`)
    .join(' OR ');
}

/** Whether a trigram index can find `terms` (each three characters or more). */
export function isIndexedSearch(terms: SearchTerm[]): boolean {
  return terms.length > 0 && terms.every(({ text }) => [...text].length >= TRIGRAM);
}

/**
 * A condition on rows of `table` (its SQL name): any of `terms` is a substring of its column.
 * Every term's text must be folded as its column was when stored, and not empty.
 */
export function containsAny<DB>(db: Kysely<DB>, table: string, terms: SearchTerm[]): RawBuilder<SqlBool> {
  if (db.getExecutor().adapter instanceof PostgresAdapter || !isIndexedSearch(terms))
    return likeAny(table, terms);
  const search = sql.table(`${table}_search`);
  return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from ${search} where ${search} match ${ftsQuery(terms)})`;
}

// Decision 026: the words of a CV search, each to be found in the CV's text (cv_texts), through
// each database's own full-text index (migration 2026-12-24T0900-hiring):
// - SQLite: the FTS5 table cv_texts_search (unicode61, accents removed), each word a quoted
//   FTS5 string, so all of them must appear and none is read as an operator (AND, NEAR, "*").
// - PostgreSQL: plainto_tsquery('simple', …), which ANDs the words, against the very expression
//   the GIN index is built on, to_tsvector('simple', text).

/** The words of a CV search: runs of letters and digits, lower case, duplicates dropped. */
export function cvSearchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
}

/** A condition on applications: their CV's text holds every one of `words` (cvSearchWords). */
export function cvTextHasAll<DB>(db: Kysely<DB>, words: readonly string[]): RawBuilder<SqlBool> {
  // Nothing searchable ("--"): nothing matches, as plainto_tsquery answers on PostgreSQL.
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  const cvUrl = sql.ref('applications.cv_url');
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // `offset 0` plans the matching CVs on their own, through the GIN index, as a set: joined in,
    // the planner prices to_tsvector at almost nothing and instead walks the newest applications
    // parsing each one's CV (0.6 ms a row: 3.7 s for a rare word at 100,000 CVs, decision 021).
    return sql<SqlBool>`${cvUrl} in (select cv_url from cv_texts where to_tsvector('simple', text) @@ plainto_tsquery('simple', ${words.join(' ')}) offset 0)`;
  }
  const query = words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');
  return sql<SqlBool>`${cvUrl} in (select cv_url from cv_texts where rowid in (select rowid from cv_texts_search where cv_texts_search match ${query}))`;
}

// A common word is in most CVs. Found as a set first (cvTextHasAll), its every CV is read to find
// its application, and then again to count them: on SQLite each lookup from the full-text index
// to cv_texts reads a row holding the whole text (2.2 s a page at 100,000 CVs, decision 021).
// So past cvWalkFrom matching CVs the page instead walks the newest applications and asks the
// index about each one's CV (cvTextOfRowHasAll), which finds ten in a few dozen rows, and the
// total is counted once, from the index to the applications, stopping at the count's cap
// (countCvApplicationsUpTo). Below it, the set is small and the set is cheaper than a walk.

const isPostgres = <DB>(db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * From how many matching CVs a CV search walks the applications instead of reading the set. A
 * step of the walk is dear: PostgreSQL parses the CV (to_tsvector, about 0.6 ms), SQLite asks the
 * FTS5 index about one rowid (15 µs for a word, far more for two); the set costs a read per
 * match. At 2,000 matches two words took 418 ms walked on SQLite and 100 ms as a set, so only
 * the commonest words, past the list's exact count, walk.
 */
export function cvWalkFrom<DB>(_db: Kysely<DB>): number {
  return 10_000;
}

const ftsWords = (words: readonly string[]) =>
  words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');

/**
 * `select count(*)` of `matches`. On PostgreSQL with sequential scans off for this transaction
 * only: priced at almost nothing a row, to_tsvector over every CV looks cheap to the planner, and
 * under a LIMIT it would read cv_texts from its start parsing each text rather than use the GIN
 * index.
 */
async function countThroughTheIndex<DB>(db: Kysely<DB>, matches: RawBuilder<unknown>): Promise<number> {
  const count = async (reader: Kysely<DB>) => {
    const { rows } = await sql<{
      count: number | string | bigint;
    }>`select count(*) as count from (${matches}) as matches`.execute(reader);
    return Number(rows[0]?.count ?? 0);
  };
  return isPostgres(db) ? throughTheGinIndex(db, count) : count(db);
}

/**
 * Runs `read` with sequential scans off for its transaction (PostgreSQL; a transaction of its own
 * unless `db` is one already). Priced at almost nothing a row, to_tsvector over every CV looks
 * cheap to the planner: on a small cv_texts (1,000 CVs) it read the table parsing each text
 * (761 ms for a common word) rather than use the GIN index.
 */
export async function throughTheGinIndex<DB, T>(
  db: Kysely<DB>,
  read: (reader: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) {
    await sql`set local enable_seqscan = off`.execute(db);
    return read(db);
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return read(trx);
  });
}

/** How many CV texts hold every one of `words`, reading at most `upTo + 1` of them. */
export async function countCvTextsUpTo<DB>(
  db: Kysely<DB>,
  words: readonly string[],
  upTo: number,
): Promise<number> {
  if (words.length === 0) return 0;
  return countThroughTheIndex(
    db,
    isPostgres(db)
      ? sql`select 1 from cv_texts where to_tsvector('simple', text) @@ plainto_tsquery('simple', ${words.join(' ')}) limit ${upTo + 1}`
      : sql`select rowid from cv_texts_search where cv_texts_search match ${ftsWords(words)} limit ${upTo + 1}`,
  );
}

/** cvTextHasAll asked of one application's CV at a time: for a walk in the list's own order. */
export function cvTextOfRowHasAll<DB>(db: Kysely<DB>, words: readonly string[]): RawBuilder<SqlBool> {
  if (words.length === 0) return sql<SqlBool>`1 = 0`;
  const cvUrl = sql.ref('applications.cv_url');
  if (isPostgres(db)) {
    return sql<SqlBool>`exists (select 1 from cv_texts where cv_texts.cv_url = ${cvUrl} and to_tsvector('simple', cv_texts.text) @@ plainto_tsquery('simple', ${words.join(' ')}))`;
  }
  // The CV's rowid comes from cv_texts' primary-key index (which holds it), so the text's row is
  // not read; the full-text table is then asked about that rowid alone.
  return sql<SqlBool>`exists (select 1 from cv_texts where cv_texts.cv_url = ${cvUrl} and exists (select 1 from cv_texts_search where cv_texts_search.rowid = cv_texts.rowid and cv_texts_search match ${ftsWords(words)}))`;
}

/**
 * How many applications have a CV holding every one of `words`, reading at most `cap + 1`: from
 * the full-text index's matches to their applications, in the index's order, so a common word
 * stops at the cap.
 */
export async function countCvApplicationsUpTo<DB>(
  db: Kysely<DB>,
  words: readonly string[],
  cap: number,
): Promise<number> {
  if (words.length === 0) return 0;
  return countThroughTheIndex(
    db,
    isPostgres(db)
      ? // `offset 0`: the matching CVs as a plan of their own (the GIN index), then their applications.
        sql`select 1 from (select cv_url from cv_texts
              where to_tsvector('simple', text) @@ plainto_tsquery('simple', ${words.join(' ')}) offset 0) as cv
            join applications on applications.cv_url = cv.cv_url
            limit ${cap + 1}`
      : // CROSS JOIN keeps SQLite's join order: the index's matches first.
        sql`select 1 from cv_texts_search cross join cv_texts cross join applications
            where cv_texts_search match ${ftsWords(words)} and cv_texts.rowid = cv_texts_search.rowid
              and applications.cv_url = cv_texts.cv_url
            limit ${cap + 1}`,
  );
}
