import { type Selectable, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import {
  type CapabilityStatement,
  type PdfRender,
  SECTORS,
  STATEMENT_SERVICE_SLUGS,
  type StatementInput,
  type StatementListQuery,
  type StatementPick,
  VOLTAGE_RANGES,
} from '../../domain/capability-statements.ts';
import { TEXT_MAX } from '../../domain/form-fields.ts';
import { containsPattern, searchFold } from './application-keys.ts';
import type { Db } from './connection.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, isStringArray, toJsonText } from './json-column.ts';
import { normalisePage, type PageOf } from './pagination.ts';
import type { CapabilityStatementTable } from './schema.ts';

// Decision 028: one tender's capability statement. Its picks are JSON lists in the order chosen;
// the statement never copies the site's content (the PDF is made from what is published when it
// is made). Listed newest change first, searched over `search_text` (title, client and
// reference, folded when written): a few hundred statements a year, so a LIKE over the rows
// that the (updated_at, id) index walks is plenty.

type Row = Selectable<CapabilityStatementTable>;

const picks = z.array(z.object({ id: z.string(), summary: z.string().nullable() }));
const isPickList = (value: unknown): value is StatementPick[] => picks.safeParse(value).success;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** The statement as the API answers it; `latestRender` is the caller's (pdf-renders.ts). */
export function toCapabilityStatement(row: Row, latestRender: PdfRender | null): CapabilityStatement {
  return {
    _id: row.id,
    title: row.title,
    clientName: row.clientName,
    tenderReference: row.tenderReference,
    dueDate: row.dueDate,
    sector: oneOf(SECTORS, row.sector),
    voltageRange: oneOf(VOLTAGE_RANGES, row.voltageRange),
    services: fromJsonText(row.services, [], isStringArray).flatMap((slug) => {
      const known = oneOf(STATEMENT_SERVICE_SLUGS, slug);
      return known ? [known] : [];
    }),
    introduction: row.introduction,
    caseStudies: fromJsonText(row.caseStudies, [], isPickList),
    products: fromJsonText(row.products, [], isPickList),
    accreditationIds: fromJsonText(row.accreditationIds, [], isStringArray),
    peopleIds: fromJsonText(row.peopleIds, [], isStringArray),
    officeIds: fromJsonText(row.officeIds, [], isStringArray),
    copiedFromId: row.copiedFromId,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    latestRender,
  };
}

function columnsOf(input: StatementInput) {
  return {
    title: input.title,
    clientName: input.clientName,
    tenderReference: input.tenderReference,
    dueDate: input.dueDate,
    sector: input.sector,
    voltageRange: input.voltageRange,
    services: toJsonText(input.services),
    introduction: input.introduction,
    caseStudies: toJsonText(input.caseStudies),
    products: toJsonText(input.products),
    accreditationIds: toJsonText(input.accreditationIds),
    peopleIds: toJsonText(input.peopleIds),
    officeIds: toJsonText(input.officeIds),
    searchText: searchFold([input.title, input.clientName, input.tenderReference ?? ''].join('\n')),
  };
}

export async function listStatementRows(db: Db, query: StatementListQuery): Promise<PageOf<Row>> {
  const { offset, limit } = normalisePage(query);
  let rows = db.selectFrom('capabilityStatements');
  const text = query.q ? searchFold(query.q) : '';
  if (text !== '') {
    rows = rows.where(sql<SqlBool>`search_text like ${containsPattern(text)} escape '\\'`);
  }
  const [items, count] = await Promise.all([
    rows.selectAll().orderBy('updatedAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    rows.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.count) };
}

export function getStatementRow(db: Db, id: string): Promise<Row | undefined> {
  return db.selectFrom('capabilityStatements').selectAll().where('id', '=', id).executeTakeFirst();
}

export function createStatementRow(
  db: Db,
  input: StatementInput,
  by: { id: string | null; name: string },
  copiedFromId: string | null = null,
): Promise<Row> {
  const now = nowIso();
  return db
    .insertInto('capabilityStatements')
    .values({
      id: newId(),
      ...columnsOf(input),
      copiedFromId,
      createdById: by.id,
      createdByName: by.name,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateStatementRow(db: Db, id: string, input: StatementInput): Promise<Row | undefined> {
  return db
    .updateTable('capabilityStatements')
    .set({ ...columnsOf(input), updatedAt: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A new statement from a saved one, for the next tender: "Copy of …", its picks as they are. */
export async function copyStatementRow(
  db: Db,
  id: string,
  by: { id: string | null; name: string },
): Promise<Row | undefined> {
  const source = await getStatementRow(db, id);
  if (!source) return undefined;
  const now = nowIso();
  const title = `Copy of ${source.title}`.slice(0, TEXT_MAX.title);
  return db
    .insertInto('capabilityStatements')
    .values({
      ...source,
      id: newId(),
      title,
      searchText: searchFold([title, source.clientName, source.tenderReference ?? ''].join('\n')),
      copiedFromId: source.id,
      createdById: by.id,
      createdByName: by.name,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the statement; its links go with it (the foreign key's cascade). */
export async function deleteStatementRow(db: Db, id: string): Promise<Row | undefined> {
  return db.deleteFrom('capabilityStatements').where('id', '=', id).returningAll().executeTakeFirst();
}
