import type { MediaUsage } from '../../domain/media.ts';
import { urlsOfAsset } from '../../domain/media.ts';
import { containsPattern } from '../db/application-keys.ts';
import type { Db } from '../db/connection.ts';
import { type AnyContentType, CONTENT_TYPE_REGISTRY } from '../publishing/content-types.ts';
import { readRowState } from '../publishing/record-state.ts';

// Where a media asset is used (decision 025): in every content type of the publishing registry,
// its records (published, or draft while never published), their drafts and their kept versions.
// What counts as "uses" is always the type's own `fileUrls` of the document, so a type added to
// the registry (site content and its team portraits) is covered without code here.
//
// How the candidates are found, per kind of place:
// - drafts and versions: one query each over all types, `document LIKE '%url%'` (a document is
//   JSON text, which writes these URLs as they are), then each hit is confirmed by its type's
//   fileUrls. This is the scan publishing/files.ts already makes before deleting a file.
// - records: a type listed in ROW_CANDIDATES finds its candidate ids with an indexed query on
//   the columns its pictures live in; any other type is read whole, id by id, a batch at a time
//   (right for the small tables of globals such as site content). Every candidate is then read
//   through the registry and confirmed by fileUrls.

const BATCH = 200;

type Candidates = (db: Db, urls: string[]) => Promise<string[]>;

const ROW_CANDIDATES: Partial<Record<string, Candidates>> = {
  jobs: async (db, urls) =>
    (await db.selectFrom('jobs').select('id').where('pdfUrl', 'in', urls).execute()).map((row) => row.id),
  'case-studies': async (db, urls) => {
    const own = await db
      .selectFrom('caseStudies')
      .select('id')
      .where((eb) => eb.or([eb('cardImage', 'in', urls), eb('headerImage', 'in', urls)]))
      .execute();
    const inSections = await db
      .selectFrom('caseStudySections')
      .select('caseStudyId as id')
      .where((eb) => eb.or(urls.map((url) => eb('images', 'like', containsPattern(url)))))
      .execute();
    return [...own, ...inSections].map((row) => row.id);
  },
  products: async (db, urls) =>
    (await db.selectFrom('products').select('id').where('thumbnail', 'in', urls).execute()).map(
      (row) => row.id,
    ),
  gallery: async (db, urls) =>
    (await db.selectFrom('galleryImages').select('id').where('url', 'in', urls).execute()).map(
      (row) => row.id,
    ),
};

async function allIds(db: Db, type: AnyContentType): Promise<string[]> {
  const ids: string[] = [];
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom(type.table as 'jobs')
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    ids.push(...rows.map((row) => row.id));
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return ids;
    after = last.id;
  }
}

function usesAny(type: AnyContentType, document: unknown, urls: ReadonlySet<string>): boolean {
  try {
    return type.fileUrls(document).some((url: string) => urls.has(url));
  } catch {
    // A document of an older shape that the type cannot read names nothing it knows.
    return false;
  }
}

function titleOf(type: AnyContentType, id: string, record: unknown): string {
  if ('ofId' in type.title) return type.title.ofId(id);
  const value = (record as Record<string, unknown> | undefined)?.[type.title.column];
  return typeof value === 'string' && value !== '' ? value : '(untitled)';
}

/** Every place that uses the asset at `assetUrl`, records first, then drafts, then versions. */
export async function whereUsed(db: Db, assetUrl: string): Promise<MediaUsage[]> {
  const urls = urlsOfAsset(assetUrl);
  const wanted = new Set(urls);
  const usage: MediaUsage[] = [];
  const titles = new Map<string, string>();
  const title = async (type: AnyContentType, id: string) => {
    const key = `${type.name}:${id}`;
    if (!titles.has(key)) titles.set(key, titleOf(type, id, await type.read(db, id)));
    return titles.get(key) ?? '(untitled)';
  };

  for (const type of Object.values(CONTENT_TYPE_REGISTRY)) {
    const candidates = ROW_CANDIDATES[type.name];
    const ids = [...new Set(candidates ? await candidates(db, urls) : await allIds(db, type))].sort();
    for (const id of ids) {
      const record = await type.read(db, id);
      if (!record || !usesAny(type, type.toDocument(record), wanted)) continue;
      titles.set(`${type.name}:${id}`, titleOf(type, id, record));
      const state = await readRowState(db, type, id);
      usage.push({
        type: type.name,
        id,
        title: titleOf(type, id, record),
        where: state?.status === 'draft' ? 'draft' : 'published',
      });
    }
  }

  const drafts = await db
    .selectFrom('recordDrafts')
    .select(['entityType', 'entityId', 'document'])
    .where((eb) => eb.or(urls.map((url) => eb('document', 'like', containsPattern(url)))))
    .orderBy('entityType')
    .orderBy('entityId')
    .execute();
  for (const draft of drafts) {
    const type = (CONTENT_TYPE_REGISTRY as Record<string, AnyContentType>)[draft.entityType];
    if (!type || !usesAny(type, parse(draft.document), wanted)) continue;
    usage.push({
      type: type.name,
      id: draft.entityId,
      title: await title(type, draft.entityId),
      where: 'draft',
    });
  }

  const versions = await db
    .selectFrom('recordVersions')
    .select(['entityType', 'entityId', 'number', 'document'])
    .where((eb) => eb.or(urls.map((url) => eb('document', 'like', containsPattern(url)))))
    .orderBy('entityType')
    .orderBy('entityId')
    .orderBy('number', 'desc')
    .execute();
  for (const version of versions) {
    const type = (CONTENT_TYPE_REGISTRY as Record<string, AnyContentType>)[version.entityType];
    if (!type || !usesAny(type, parse(version.document), wanted)) continue;
    usage.push({
      type: type.name,
      id: version.entityId,
      title: await title(type, version.entityId),
      where: 'version',
      version: Number(version.number),
    });
  }
  return usage;
}

function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** How a type's record is named in a sentence: 'case study', 'product', 'gallery image'. */
// A type whose entity name alone does not read as a thing in a sentence ("used by the site
// content “Leadership team”"): what its records are called.
const RECORD_NOUNS: Readonly<Record<string, string>> = { 'site-content': 'site content section' };

export function recordNoun(typeName: string): string {
  const type = (CONTENT_TYPE_REGISTRY as Record<string, AnyContentType>)[typeName];
  return RECORD_NOUNS[typeName] ?? (type?.auditEntity ?? typeName).replaceAll('-', ' ');
}

/**
 * The places for a sentence, one per record: `the product “Transformer”`, with what of it uses
 * the picture where that is not the record itself (`its draft`, `2 of its versions`).
 */
export function describeUsage(usage: readonly MediaUsage[]): string[] {
  const byRecord = new Map<string, { type: string; title: string; where: Set<string>; versions: number }>();
  for (const use of usage) {
    const key = `${use.type}:${use.id}`;
    const entry = byRecord.get(key) ?? { type: use.type, title: use.title, where: new Set(), versions: 0 };
    entry.where.add(use.where);
    if (use.where === 'version') entry.versions += 1;
    byRecord.set(key, entry);
  }
  return [...byRecord.values()].map((entry) => {
    const name = `the ${recordNoun(entry.type)} “${entry.title}”`;
    if (entry.where.has('published')) return name;
    const parts: string[] = [];
    if (entry.where.has('draft')) parts.push('draft');
    if (entry.versions > 0) parts.push(entry.versions === 1 ? 'a version' : `${entry.versions} versions`);
    return `${name} (${parts.join(' and ')})`;
  });
}
