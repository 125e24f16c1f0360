import type { Kysely, Selectable } from 'kysely';
import { SECTION_TYPES, type SectionType } from '../../domain/constants.ts';
import type { CaseStudy, CaseStudySection } from '../../domain/entities.ts';
import type { Audience } from './audience.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, isStringArray, toJsonText } from './json-column.ts';
import { isCaptionedImageArray } from './json-validators.ts';
import { normalisePage, type PageOf, type PageRequest } from './pagination.ts';
import type { CaseStudySectionTable, CaseStudyTable, Database } from './schema.ts';
import { inTransaction } from './transaction.ts';
import { withUniqueField } from './unique-violation.ts';

/** `order` is derived from the position in the list, so callers need not send it. */
export type CaseStudySectionInput = Omit<CaseStudySection, 'order'> & { order?: number };

export type CaseStudyInput = {
  name: string;
  description: string;
  content: string;
  link: string;
  cardImage: string;
  headerImage?: string;
  sections?: CaseStudySectionInput[];
};

/** Fields not given are kept; `headerImage: null` removes the header image; no `sections` keeps them. */
export type CaseStudyUpdate = Partial<Omit<CaseStudyInput, 'headerImage'>> & { headerImage?: string | null };

function toSectionType(value: string): SectionType {
  return SECTION_TYPES.find((type) => type === value) ?? 'text';
}

function toSection(row: Selectable<CaseStudySectionTable>): CaseStudySection {
  return {
    id: row.sectionId,
    title: row.title,
    content: row.content,
    type: toSectionType(row.type),
    listItems: fromJsonText(row.listItems, [], isStringArray),
    images: fromJsonText(row.images, [], isCaptionedImageArray),
    order: row.position,
  };
}

export function toCaseStudy(row: Selectable<CaseStudyTable>, sections: CaseStudySection[]): CaseStudy {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    content: row.content,
    link: row.link,
    cardImage: row.cardImage,
    ...(row.headerImage ? { headerImage: row.headerImage } : {}),
    sections,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Loads the sections of all given rows in one query (no N+1) and attaches them in position order. */
async function withSections(db: Kysely<Database>, rows: Selectable<CaseStudyTable>[]): Promise<CaseStudy[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const sectionRows = await db
    .selectFrom('caseStudySections')
    .selectAll()
    .where('caseStudyId', 'in', ids)
    .orderBy('caseStudyId')
    .orderBy('position')
    .execute();
  const byCaseStudy = new Map<string, CaseStudySection[]>();
  for (const sectionRow of sectionRows) {
    const list = byCaseStudy.get(sectionRow.caseStudyId) ?? [];
    list.push(toSection(sectionRow));
    byCaseStudy.set(sectionRow.caseStudyId, list);
  }
  return rows.map((row) => toCaseStudy(row, byCaseStudy.get(row.id) ?? []));
}

async function findOne(
  db: Kysely<Database>,
  column: 'id' | 'link',
  value: string,
  audience: Audience = {},
): Promise<CaseStudy | undefined> {
  let query = db.selectFrom('caseStudies').selectAll().where(column, '=', value);
  if (audience.publishedOnly) query = query.where('status', '=', 'published');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [caseStudy] = await withSections(db, [row]);
  return caseStudy;
}

/** The section list as sent is the order shown, so its index becomes the stored position. */
async function replaceSections(
  trx: Kysely<Database>,
  caseStudyId: string,
  sections: CaseStudySectionInput[],
): Promise<void> {
  await trx.deleteFrom('caseStudySections').where('caseStudyId', '=', caseStudyId).execute();
  if (sections.length === 0) return;
  await trx
    .insertInto('caseStudySections')
    .values(
      sections.map((section, index) => ({
        id: newId(),
        caseStudyId,
        sectionId: section.id,
        title: section.title,
        content: section.content,
        type: section.type,
        listItems: toJsonText(section.listItems),
        images: toJsonText(section.images),
        position: index,
      })),
    )
    .execute();
}

/** One page, newest first (the index case_studies_order), each with its sections. */
export async function listCaseStudies(
  db: Kysely<Database>,
  window: PageRequest,
  audience: Audience = {},
): Promise<PageOf<CaseStudy>> {
  const { offset, limit } = normalisePage(window);
  let query = db.selectFrom('caseStudies');
  if (audience.publishedOnly) query = query.where('status', '=', 'published');
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: await withSections(db, rows), total: Number(count.count) };
}

/**
 * Decision 028: the case studies among `ids` (a statement's picks, the suggestions' scan when
 * `ids` is undefined), each with its sections, in no particular order.
 */
export async function listCaseStudiesByIds(
  db: Kysely<Database>,
  ids: readonly string[] | undefined,
  audience: Audience = {},
): Promise<CaseStudy[]> {
  if (ids?.length === 0) return [];
  let query = db.selectFrom('caseStudies').selectAll();
  if (ids) query = query.where('id', 'in', [...ids]);
  if (audience.publishedOnly) query = query.where('status', '=', 'published');
  return withSections(db, await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute());
}

export function getCaseStudy(
  db: Kysely<Database>,
  id: string,
  audience: Audience = {},
): Promise<CaseStudy | undefined> {
  return findOne(db, 'id', id, audience);
}

export function getCaseStudyByLink(
  db: Kysely<Database>,
  link: string,
  audience: Audience = {},
): Promise<CaseStudy | undefined> {
  return findOne(db, 'link', link, audience);
}

/** Row and sections in one transaction. Throws DuplicateKeyError('link') when the slug is taken. */
export async function createCaseStudy(db: Kysely<Database>, input: CaseStudyInput): Promise<CaseStudy> {
  const id = newId();
  const now = nowIso();
  const created = await withUniqueField('link', () =>
    inTransaction(db, async (trx) => {
      await trx
        .insertInto('caseStudies')
        .values({
          id,
          name: input.name,
          description: input.description,
          content: input.content,
          link: input.link,
          cardImage: input.cardImage,
          headerImage: input.headerImage ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await replaceSections(trx, id, input.sections ?? []);
      return findOne(trx, 'id', id);
    }),
  );
  if (!created) throw new Error(`Case study ${id} vanished while being created`);
  return created;
}

/**
 * Updates the row and, when `sections` is given, replaces all sections, in one transaction.
 * Throws DuplicateKeyError('link') when the new slug is taken.
 */
export async function updateCaseStudy(
  db: Kysely<Database>,
  id: string,
  input: CaseStudyUpdate,
): Promise<CaseStudy | undefined> {
  return withUniqueField('link', () =>
    inTransaction(db, async (trx) => {
      const result = await trx
        .updateTable('caseStudies')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.content !== undefined ? { content: input.content } : {}),
          ...(input.link !== undefined ? { link: input.link } : {}),
          ...(input.cardImage !== undefined ? { cardImage: input.cardImage } : {}),
          ...(input.headerImage !== undefined ? { headerImage: input.headerImage } : {}),
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return undefined;
      if (input.sections !== undefined) await replaceSections(trx, id, input.sections);
      return findOne(trx, 'id', id);
    }),
  );
}

/** Returns what was deleted (sections included) so the caller can remove its images too. */
export async function deleteCaseStudy(db: Kysely<Database>, id: string): Promise<CaseStudy | undefined> {
  return inTransaction(db, async (trx) => {
    const caseStudy = await findOne(trx, 'id', id);
    if (!caseStudy) return undefined;
    // Sections go explicitly rather than by ON DELETE CASCADE, which SQLite honours only with
    // its foreign_keys pragma on.
    await trx.deleteFrom('caseStudySections').where('caseStudyId', '=', id).execute();
    await trx.deleteFrom('caseStudies').where('id', '=', id).execute();
    return caseStudy;
  });
}
