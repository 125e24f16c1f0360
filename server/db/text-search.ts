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
    return sql<SqlBool>`${cvUrl} in (select cv_url from cv_texts where to_tsvector('simple', text) @@ plainto_tsquery('simple', ${words.join(' ')}))`;
  }
  const query = words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');
  return sql<SqlBool>`${cvUrl} in (select cv_url from cv_texts where rowid in (select rowid from cv_texts_search where cv_texts_search match ${query}))`;
}
