import type { Product } from '../../../domain/entities.ts';

// What a product card needs, so the list page does not ship every product's full details.

export type ProductSummary = Pick<Product, '_id' | 'title' | 'description' | 'thumbnail' | 'category'>;

// ours: about three lines of a card at its narrowest; the card also clamps to three lines.
export const CARD_DESCRIPTION_LIMIT = 160;

/** Cuts at a word boundary and adds an ellipsis; text within the limit is returned as it is. */
export function truncateText(text: string, limit = CARD_DESCRIPTION_LIMIT): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

export function toSummary(product: Product): ProductSummary {
  return {
    _id: product._id,
    title: product.title,
    description: truncateText(product.description),
    ...(product.thumbnail ? { thumbnail: product.thumbnail } : {}),
    category: product.category,
  };
}
