import {
  SECTOR_KEYWORDS,
  STATEMENT_SERVICES,
  type StatementSuggestion,
  SUGGESTIONS_LIMIT,
  type SuggestionsQuery,
} from '../../domain/capability-statements.ts';
import type { CaseStudy, Product } from '../../domain/entities.ts';
import { listCaseStudiesByIds } from '../db/case-studies.ts';
import { listProductsByIds } from '../db/products.ts';
import type { AppServices } from '../services.ts';

// Decision 028: which published case studies and products suit a tender. Each is scored by the
// sector's and the chosen services' keywords and the words of `q`, found as whole words in its
// name (counted double), description, sections, features and specifications, and says why it
// is suggested ("mentions G99, substation"). At the company's size (tens of each, a few thousand
// at a hundred times) a scan of the published text is fast.

type Keyword = { text: string; weight: number };
type Searchable = { id: string; name: string; summary: string; body: string };

/** The words the query looks for, each once, the heavier weight kept. */
function keywordsOf(query: SuggestionsQuery): Keyword[] {
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    const word = text.trim().toLowerCase();
    if (word.length < 2) return;
    weights.set(word, Math.max(weights.get(word) ?? 0, weight));
  };
  if (query.sector) for (const word of SECTOR_KEYWORDS[query.sector]) add(word, 2);
  for (const slug of query.services) {
    const service = STATEMENT_SERVICES.find((known) => known.slug === slug);
    for (const word of service?.keywords ?? []) add(word, 2);
  }
  // The searcher's own words count most: they name this tender.
  for (const word of (query.q ?? '').split(/[\s,;]+/)) add(word, 3);
  return [...weights].map(([text, weight]) => ({ text, weight }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The keyword as a whole word (or phrase), any case, spaces matching any run of white space. */
function wordPattern(keyword: string): RegExp {
  const body = escapeRegExp(keyword).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

function rank(items: Searchable[], keywords: Keyword[]): StatementSuggestion[] {
  const patterns = keywords.map((keyword) => ({ ...keyword, pattern: wordPattern(keyword.text) }));
  const ranked: StatementSuggestion[] = [];
  for (const item of items) {
    let score = 0;
    const found: { shown: string; points: number }[] = [];
    for (const { pattern, weight } of patterns) {
      const inName = item.name.match(pattern);
      const inBody = inName ?? item.body.match(pattern);
      if (!inBody) continue;
      const points = weight * (inName ? 2 : 1);
      score += points;
      // As the item writes it ("G99", not "g99").
      found.push({ shown: inBody[0].replace(/\s+/g, ' '), points });
    }
    if (score === 0) continue;
    const matched = found.sort((a, b) => b.points - a.points).map((entry) => entry.shown);
    ranked.push({
      id: item.id,
      name: item.name,
      summary: item.summary,
      score,
      matched,
      reason: `mentions ${matched.slice(0, 4).join(', ')}${matched.length > 4 ? ` and ${matched.length - 4} more` : ''}`,
    });
  }
  return ranked
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name, 'en-GB'))
    .slice(0, SUGGESTIONS_LIMIT);
}

function caseStudyText(caseStudy: CaseStudy): Searchable {
  const sections = caseStudy.sections.flatMap((section) => [
    section.title,
    section.content,
    ...section.listItems,
    ...section.images.map((image) => image.caption ?? ''),
  ]);
  return {
    id: caseStudy._id,
    name: caseStudy.name,
    summary: caseStudy.description,
    body: [caseStudy.description, caseStudy.content, ...sections].join('\n'),
  };
}

function productText(product: Product): Searchable {
  return {
    id: product._id,
    name: product.title,
    summary: product.description,
    body: [
      product.description,
      product.content,
      product.category.name,
      ...product.features,
      ...product.applications,
      ...product.specifications.flatMap((spec) => [spec.key, spec.value]),
    ].join('\n'),
  };
}

export async function suggestForStatement(
  services: Pick<AppServices, 'db'>,
  query: SuggestionsQuery,
): Promise<{ caseStudies: StatementSuggestion[]; products: StatementSuggestion[] }> {
  const keywords = keywordsOf(query);
  if (keywords.length === 0) return { caseStudies: [], products: [] };
  const published = { publishedOnly: true };
  const [caseStudies, products] = await Promise.all([
    listCaseStudiesByIds(services.db, undefined, published),
    listProductsByIds(services.db, undefined, published),
  ]);
  return {
    caseStudies: rank(caseStudies.map(caseStudyText), keywords),
    products: rank(products.map(productText), keywords),
  };
}
