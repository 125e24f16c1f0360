import type { Kysely, Selectable } from 'kysely';
import type { GalleryImage, ImageVariant } from '../../domain/entities.ts';
import type { Audience } from './audience.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, toJsonText } from './json-column.ts';
import { isImageVariantArray } from './json-validators.ts';
import { normalisePage, type PageOf, type PageRequest } from './pagination.ts';
import type { Database, GalleryImageTable } from './schema.ts';

export type GalleryImageInput = {
  title: string;
  /** A category slug. */
  category: string;
  description: string;
  imageDate: string;
  url: string;
  variants: ImageVariant[];
  /** Alternative text; absent or null: none (the public gallery uses the title). */
  alt?: string | null;
};

export function toGalleryImage(row: Selectable<GalleryImageTable>): GalleryImage {
  return {
    _id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    imageDate: row.imageDate,
    url: row.url,
    variants: fromJsonText(row.variants, [], isImageVariantArray),
    ...(row.alt ? { alt: row.alt } : {}),
    createdAt: row.createdAt,
  };
}

/**
 * One page of images, newest photo first by the date it was taken, then by upload time. The
 * order is an index's (gallery_images_category_order and gallery_images_order), so a page costs
 * its offset in index steps, never a sort of the whole table.
 */
export async function listImages(
  db: Kysely<Database>,
  filter: { category?: string } & Audience,
  window: PageRequest,
): Promise<PageOf<GalleryImage>> {
  let query = db.selectFrom('galleryImages');
  if (filter.publishedOnly) query = query.where('status', '=', 'published');
  if (filter.category) query = query.where('category', '=', filter.category);
  const { offset, limit } = normalisePage(window);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('imageDate', 'desc')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toGalleryImage), total: Number(count.count) };
}

export async function getImage(
  db: Kysely<Database>,
  id: string,
  audience: Audience = {},
): Promise<GalleryImage | undefined> {
  let query = db.selectFrom('galleryImages').selectAll().where('id', '=', id);
  if (audience.publishedOnly) query = query.where('status', '=', 'published');
  const row = await query.executeTakeFirst();
  return row ? toGalleryImage(row) : undefined;
}

export async function createImage(db: Kysely<Database>, input: GalleryImageInput): Promise<GalleryImage> {
  const now = nowIso();
  const row = await db
    .insertInto('galleryImages')
    .values({
      id: newId(),
      title: input.title,
      category: input.category,
      description: input.description,
      imageDate: input.imageDate,
      url: input.url,
      variants: toJsonText(input.variants),
      alt: input.alt ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGalleryImage(row);
}

/**
 * admin.md §5: editing without a new file keeps the current image, so only given fields change.
 * `alt: null` removes the alternative text; an absent `alt` keeps it.
 */
export async function updateImage(
  db: Kysely<Database>,
  id: string,
  input: Partial<GalleryImageInput>,
): Promise<GalleryImage | undefined> {
  const row = await db
    .updateTable('galleryImages')
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.imageDate !== undefined ? { imageDate: input.imageDate } : {}),
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.variants !== undefined ? { variants: toJsonText(input.variants) } : {}),
      ...(input.alt !== undefined ? { alt: input.alt } : {}),
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toGalleryImage(row) : undefined;
}

/** Returns what was deleted so the caller can remove the image files too. */
export async function deleteImage(db: Kysely<Database>, id: string): Promise<GalleryImage | undefined> {
  const row = await db.deleteFrom('galleryImages').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toGalleryImage(row) : undefined;
}
