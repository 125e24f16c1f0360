import type { Kysely, Selectable } from 'kysely';
import type { Product, ProductCategory, ProductSpecification } from '../../domain/entities.ts';
import type { Audience } from './audience.ts';
import { newId, nowIso } from './ids.ts';
import { fromJsonText, isStringArray, toJsonText } from './json-column.ts';
import { isSpecificationArray, isStringRecord } from './json-validators.ts';
import { normalisePage, type PageOf, type PageRequest } from './pagination.ts';
import type { Database, ProductTable } from './schema.ts';
import { withUniqueField } from './unique-violation.ts';

/** `id` is the product code (e.g. "ev-1"), unique among products. */
export type ProductInput = {
  id: string;
  title: string;
  description: string;
  content: string;
  thumbnail?: string;
  category: ProductCategory;
  features: string[];
  specifications: ProductSpecification[];
  specificationsObject: Record<string, string>;
  applications: string[];
  externalLink?: string;
};

/** Fields not given are kept; null removes the thumbnail or the external link. */
export type ProductUpdate = Partial<Omit<ProductInput, 'thumbnail' | 'externalLink'>> & {
  thumbnail?: string | null;
  externalLink?: string | null;
};

export function toProduct(row: Selectable<ProductTable>): Product {
  return {
    _id: row.id,
    id: row.code,
    title: row.title,
    description: row.description,
    content: row.content,
    ...(row.thumbnail ? { thumbnail: row.thumbnail } : {}),
    category: { name: row.categoryName, color: row.categoryColor },
    features: fromJsonText(row.features, [], isStringArray),
    specifications: fromJsonText(row.specifications, [], isSpecificationArray),
    specificationsObject: fromJsonText(row.specificationsObject, {}, isStringRecord),
    applications: fromJsonText(row.applications, [], isStringArray),
    ...(row.externalLink ? { externalLink: row.externalLink } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toColumns(input: ProductUpdate) {
  return {
    ...(input.id !== undefined ? { code: input.id } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.content !== undefined ? { content: input.content } : {}),
    ...(input.thumbnail !== undefined ? { thumbnail: input.thumbnail } : {}),
    ...(input.category !== undefined
      ? { categoryName: input.category.name, categoryColor: input.category.color }
      : {}),
    ...(input.features !== undefined ? { features: toJsonText(input.features) } : {}),
    ...(input.specifications !== undefined ? { specifications: toJsonText(input.specifications) } : {}),
    ...(input.specificationsObject !== undefined
      ? { specificationsObject: toJsonText(input.specificationsObject) }
      : {}),
    ...(input.applications !== undefined ? { applications: toJsonText(input.applications) } : {}),
    ...(input.externalLink !== undefined ? { externalLink: input.externalLink } : {}),
  };
}

/**
 * Newest first. public-site.md §2 Products: the filter sends the category name, sometimes
 * lowercased, so it matches without regard to case; an empty category means all products.
 */
export async function listProducts(
  db: Kysely<Database>,
  filter: { category?: string } & Audience,
  window: PageRequest,
): Promise<PageOf<Product>> {
  let query = db.selectFrom('products');
  if (filter.publishedOnly) query = query.where('status', '=', 'published');
  const category = filter.category?.trim().toLowerCase();
  // Written as the index products_category_order is (lower(category_name), created_at, id).
  if (category) query = query.where((eb) => eb(eb.fn('lower', ['categoryName']), '=', category));
  const { offset, limit } = normalisePage(window);
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
  return { items: rows.map(toProduct), total: Number(count.count) };
}

/**
 * Every category name the products use, as stored (public-site.md §2 Products: the filter
 * buttons are "the categories found in the products"), read from the category index rather
 * than from every product.
 */
export async function listProductCategoryNames(
  db: Kysely<Database>,
  audience: Audience = {},
): Promise<string[]> {
  let query = db.selectFrom('products');
  if (audience.publishedOnly) query = query.where('status', '=', 'published');
  const rows = await query
    .select((eb) => eb.fn.min('categoryName').as('name'))
    .groupBy((eb) => eb.fn('lower', ['categoryName']))
    .execute();
  return rows.flatMap((row) => (row.name ? [row.name] : []));
}

async function findOne(
  db: Kysely<Database>,
  column: 'id' | 'code',
  value: string,
  audience: Audience,
): Promise<Product | undefined> {
  let query = db.selectFrom('products').selectAll().where(column, '=', value);
  if (audience.publishedOnly) query = query.where('status', '=', 'published');
  const row = await query.executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

/**
 * Decision 028: the products among `ids` (a statement's picks, the suggestions' scan when `ids`
 * is undefined), in no particular order.
 */
export async function listProductsByIds(
  db: Kysely<Database>,
  ids: readonly string[] | undefined,
  audience: Audience = {},
): Promise<Product[]> {
  if (ids?.length === 0) return [];
  let query = db.selectFrom('products').selectAll();
  if (ids) query = query.where('id', 'in', [...ids]);
  if (audience.publishedOnly) query = query.where('status', '=', 'published');
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toProduct);
}

export function getProduct(
  db: Kysely<Database>,
  id: string,
  audience: Audience = {},
): Promise<Product | undefined> {
  return findOne(db, 'id', id, audience);
}

/** admin.md §7: GET /products/link/{link} looks a product up by its code. */
export function getProductByCode(
  db: Kysely<Database>,
  code: string,
  audience: Audience = {},
): Promise<Product | undefined> {
  return findOne(db, 'code', code, audience);
}

/** Throws DuplicateKeyError('id') when the product code is taken. */
export async function createProduct(db: Kysely<Database>, input: ProductInput): Promise<Product> {
  const now = nowIso();
  const row = await withUniqueField('id', () =>
    db
      .insertInto('products')
      .values({
        id: newId(),
        code: input.id,
        title: input.title,
        description: input.description,
        content: input.content,
        thumbnail: input.thumbnail ?? null,
        categoryName: input.category.name,
        categoryColor: input.category.color,
        features: toJsonText(input.features),
        specifications: toJsonText(input.specifications),
        specificationsObject: toJsonText(input.specificationsObject),
        applications: toJsonText(input.applications),
        externalLink: input.externalLink ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toProduct(row);
}

/** Throws DuplicateKeyError('id') when the new product code is taken. */
export async function updateProduct(
  db: Kysely<Database>,
  id: string,
  input: ProductUpdate,
): Promise<Product | undefined> {
  const row = await withUniqueField('id', () =>
    db
      .updateTable('products')
      .set({ ...toColumns(input), updatedAt: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  );
  return row ? toProduct(row) : undefined;
}

/** Returns what was deleted so the caller can remove the thumbnail file too. */
export async function deleteProduct(db: Kysely<Database>, id: string): Promise<Product | undefined> {
  const row = await db.deleteFrom('products').where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toProduct(row) : undefined;
}
