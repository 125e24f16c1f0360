import { PRODUCT_CATEGORY_NAMES, productCategoryColour } from '../../../../domain/constants.ts';
import type { Product, ProductSpecification } from '../../../../domain/entities.ts';
import type { ProductFields } from '../../../../domain/product.ts';
import { productCode } from '../../../../domain/slug.ts';

// The product form's values and the request they become (admin.md §4, §5, §7). Free of React so
// filling from a product and the multipart body are unit-tested.

/** The lists of the form, kept beside its text fields. */
export type ProductLists = {
  features: string[];
  specifications: ProductSpecification[];
  applications: string[];
};

/** Everything the form holds except the chosen image. */
export type ProductDraft = { fields: ProductFields; lists: ProductLists };

export const EMPTY_FIELDS: ProductFields = {
  title: '',
  category: '',
  description: '',
  content: '',
  id: '',
  externalLink: '',
};

export const EMPTY_LISTS: ProductLists = { features: [], specifications: [], applications: [] };

export const EMPTY_DRAFT: ProductDraft = { fields: EMPTY_FIELDS, lists: EMPTY_LISTS };

/**
 * The category as the select holds it: a known category in its own spelling (a product stored
 * as 'switchgear' selects Switchgear), any other name as stored, so an edit does not drop it.
 */
export function categoryChoice(name: string): string {
  const wanted = name.trim().toLowerCase();
  return PRODUCT_CATEGORY_NAMES.find((known) => known.toLowerCase() === wanted) ?? name.trim();
}

/**
 * admin.md §4: "Edit fills the form from the item". The specification rows come from the
 * key/value list, or, for a product stored with only the key-to-value map (admin.md §3 names
 * both), from the map, so the rows shown are the ones the public page shows.
 */
export function draftFromProduct(product: Product): ProductDraft {
  const specifications =
    product.specifications.length > 0
      ? product.specifications.map(({ key, value }) => ({ key, value }))
      : Object.entries(product.specificationsObject).map(([key, value]) => ({ key, value }));
  return {
    fields: {
      title: product.title,
      category: categoryChoice(product.category.name),
      description: product.description,
      content: product.content,
      id: product.id,
      externalLink: product.externalLink ?? '',
    },
    lists: {
      features: [...product.features],
      specifications,
      applications: [...product.applications],
    },
  };
}

/** Whether two drafts hold the same values (the form has unsaved changes when they differ). */
export function isSameDraft(a: ProductDraft, b: ProductDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * admin.md §3: specificationsObject is "always sent empty unless loaded from the server". When
 * the edited product was loaded with a map, the map sent is the rows as they now are: the rows
 * were filled from it, and a map kept as loaded would bring back on the public page (which
 * reads the map when the list is empty) a specification just removed.
 */
export function specificationsObjectFor(
  rows: readonly ProductSpecification[],
  loaded: Product | null,
): Record<string, string> {
  if (!loaded || Object.keys(loaded.specificationsObject).length === 0) return {};
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/**
 * The product code to send. admin.md §5: "If the product ID is blank it is generated as the
 * prefix product- plus the current timestamp"; on edit a blank one keeps the product's code, so
 * its public links keep working (the server does the same).
 */
export function productIdFor(typed: string, loaded: Product | null, now: number = Date.now()): string {
  const id = typed.trim();
  if (id !== '') return id;
  return loaded ? loaded.id : productCode(now);
}

/**
 * admin.md §7 POST /products and PUT /products/{id}: "form data: id, title, description,
 * content, category (JSON text), features (JSON text), specifications (JSON text),
 * specificationsObject (JSON text), applications (JSON text), externalLink, optional thumbnail".
 * The category goes as the object of §3, its colour class from the known list.
 */
export function productBody(
  draft: ProductDraft,
  /** A new file, or the URL of a media library picture (decision 025). */
  thumbnail: File | string | null,
  loaded: Product | null,
  now: number = Date.now(),
): FormData {
  const { fields, lists } = draft;
  const category = fields.category.trim();
  const body = new FormData();
  body.append('id', productIdFor(fields.id, loaded, now));
  body.append('title', fields.title.trim());
  body.append('description', fields.description.trim());
  body.append('content', fields.content.trim());
  body.append('category', JSON.stringify({ name: category, color: productCategoryColour(category) }));
  body.append('features', JSON.stringify(lists.features));
  body.append('specifications', JSON.stringify(lists.specifications));
  body.append('specificationsObject', JSON.stringify(specificationsObjectFor(lists.specifications, loaded)));
  body.append('applications', JSON.stringify(lists.applications));
  body.append('externalLink', fields.externalLink.trim());
  if (typeof thumbnail === 'string') body.append('thumbnail', thumbnail);
  else if (thumbnail) body.append('thumbnail', thumbnail, thumbnail.name);
  return body;
}

/** The public page of a product (public-site.md §2 /product/{productId}; the cards link by _id). */
export function productPublicPath(product: Pick<Product, '_id'>): string {
  return `/product/${encodeURIComponent(product._id)}`;
}
