import type { Kysely, Selectable } from 'kysely';
import type { GalleryCategory } from '../../domain/entities.ts';
import { newId, nowIso } from './ids.ts';
import type { Database, GalleryCategoryTable } from './schema.ts';
import { inTransaction } from './transaction.ts';
import { withUniqueField } from './unique-violation.ts';

/** `id` is the slug (admin.md §3), unique among categories. */
export type GalleryCategoryInput = { id: string; name: string; displayOrder: number; isActive: boolean };

export function toGalleryCategory(row: Selectable<GalleryCategoryTable>): GalleryCategory {
  return {
    _id: row.id,
    id: row.slug,
    name: row.name,
    displayOrder: row.displayOrder,
    isActive: row.isActive === 1,
  };
}

function listQuery(db: Kysely<Database>) {
  return db.selectFrom('galleryCategories').selectAll().orderBy('displayOrder', 'asc').orderBy('name', 'asc');
}

/** public-site.md §2 Gallery: the tabs, in display order. */
export async function listActiveCategories(db: Kysely<Database>): Promise<GalleryCategory[]> {
  const rows = await listQuery(db).where('isActive', '=', 1).execute();
  return rows.map(toGalleryCategory);
}

/** admin.md §7: GET /gallery-categories/all/admin, inactive ones included. */
export async function listAllCategories(db: Kysely<Database>): Promise<GalleryCategory[]> {
  const rows = await listQuery(db).execute();
  return rows.map(toGalleryCategory);
}

export async function getCategoryBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<GalleryCategory | undefined> {
  const row = await db
    .selectFrom('galleryCategories')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? toGalleryCategory(row) : undefined;
}

/** Throws DuplicateKeyError('id') when the slug is taken. */
export async function createCategory(
  db: Kysely<Database>,
  input: GalleryCategoryInput,
): Promise<GalleryCategory> {
  const now = nowIso();
  const row = await withUniqueField('id', () =>
    db
      .insertInto('galleryCategories')
      .values({
        id: newId(),
        slug: input.id,
        name: input.name,
        displayOrder: input.displayOrder,
        isActive: input.isActive ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toGalleryCategory(row);
}

/**
 * Updates the fields given; may rename the slug, in which case the images filed under the old slug
 * move with it (in the same transaction) instead of dropping out of every tab.
 * Throws DuplicateKeyError('id') when the new slug is taken.
 */
export async function updateCategory(
  db: Kysely<Database>,
  slug: string,
  input: Partial<GalleryCategoryInput>,
): Promise<GalleryCategory | undefined> {
  return withUniqueField('id', () =>
    inTransaction(db, async (trx) => {
      const row = await trx
        .updateTable('galleryCategories')
        .set({
          ...(input.id !== undefined ? { slug: input.id } : {}),
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.displayOrder !== undefined ? { displayOrder: input.displayOrder } : {}),
          ...(input.isActive !== undefined ? { isActive: input.isActive ? 1 : 0 } : {}),
          updatedAt: nowIso(),
        })
        .where('slug', '=', slug)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.slug !== slug) {
        await trx
          .updateTable('galleryImages')
          .set({ category: row.slug })
          .where('category', '=', slug)
          .execute();
      }
      return toGalleryCategory(row);
    }),
  );
}

export async function deleteCategory(db: Kysely<Database>, slug: string): Promise<boolean> {
  const result = await db.deleteFrom('galleryCategories').where('slug', '=', slug).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Inserts the defaults whose slug is missing and returns how many it created. Safe on every start
 * and from several instances at once: a slug inserted meanwhile by another process is skipped by
 * ON CONFLICT, not reported as an error.
 */
export async function ensureDefaultCategories(
  db: Kysely<Database>,
  defaults: readonly GalleryCategoryInput[],
): Promise<number> {
  if (defaults.length === 0) return 0;
  const now = nowIso();
  const created = await db
    .insertInto('galleryCategories')
    .values(
      defaults.map((category) => ({
        id: newId(),
        slug: category.id,
        name: category.name,
        displayOrder: category.displayOrder,
        isActive: category.isActive ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .execute();
  return created.length;
}
