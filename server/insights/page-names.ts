import type { Kysely } from 'kysely';
import { STATEMENT_SERVICES } from '../../domain/tender-catalogue.ts';
import type { Database } from '../db/schema.ts';

// Decision 029: the Insights screen names the pages it lists, as a manager knows them ("Senior
// Protection Engineer, Colchester" rather than /careers/6f1c…). A page's name is looked up when
// the figures are read, not stored with them: a job renamed is shown by its new name, and a page
// whose record is gone keeps only its path. Only the pages in one answer are looked up (at most
// the 50 busiest of each list), with one query per kind of record.

const FIXED_PAGES: Record<string, string> = {
  '/': 'Home',
  '/about': 'About us',
  '/services': 'Services',
  '/case-studies': 'Case studies',
  '/gallery': 'Gallery',
  '/products': 'Products',
  '/careers': 'Careers',
  '/apply': 'Application form',
  '/contact': 'Contact us',
  '/privacy-policy': 'Privacy policy',
  '/credit': 'Image credits',
  ...Object.fromEntries(STATEMENT_SERVICES.map((service) => [`/services/${service.slug}`, service.label])),
};

/** The record a path names, by its pattern (the last segment, decoded), or none. */
function recordOf(path: string): { kind: 'job' | 'product' | 'caseStudy'; key: string } | undefined {
  const match = /^\/(careers|product|case-studies)\/([^/]+)$/.exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  const kind = match[1] === 'careers' ? 'job' : match[1] === 'product' ? 'product' : 'caseStudy';
  return { kind, key };
}

/** The names of those of `paths` that name a page of the site; the others are absent. */
export async function namePages(
  db: Kysely<Database>,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const keys = { job: new Set<string>(), product: new Set<string>(), caseStudy: new Set<string>() };
  for (const path of paths) {
    const fixed = FIXED_PAGES[path];
    if (fixed !== undefined) names.set(path, fixed);
    else {
      const record = recordOf(path);
      if (record) keys[record.kind].add(record.key);
    }
  }
  const [jobs, products, caseStudies] = await Promise.all([
    keys.job.size === 0
      ? []
      : db
          .selectFrom('jobs')
          .select(['id', 'title', 'place'])
          .where('id', 'in', [...keys.job])
          .execute(),
    keys.product.size === 0
      ? []
      : db
          .selectFrom('products')
          .select(['id', 'title'])
          .where('id', 'in', [...keys.product])
          .execute(),
    keys.caseStudy.size === 0
      ? []
      : db
          .selectFrom('caseStudies')
          .select(['link', 'name'])
          .where('link', 'in', [...keys.caseStudy])
          .execute(),
  ]);
  const byKey = new Map<string, string>([
    ...jobs.map((job): [string, string] => [
      `job ${job.id}`,
      job.place ? `${job.title}, ${job.place}` : job.title,
    ]),
    ...products.map((product): [string, string] => [`product ${product.id}`, product.title]),
    ...caseStudies.map((study): [string, string] => [`caseStudy ${study.link}`, study.name]),
  ]);
  for (const path of paths) {
    const record = recordOf(path);
    const name = record && byKey.get(`${record.kind} ${record.key}`);
    if (name) names.set(path, name);
  }
  return names;
}
