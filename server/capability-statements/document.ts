import { story } from '../../content/about.ts';
import { site } from '../../content/site.ts';
import {
  accreditationState,
  type DocumentImage,
  type DocumentOffice,
  SECTOR_LABELS,
  STATEMENT_SERVICES,
  type StatementDocument,
  type StatementInput,
  VOLTAGE_RANGE_LABELS,
} from '../../domain/capability-statements.ts';
import type { CaseStudy, Product } from '../../domain/entities.ts';
import type { PublishedSiteContent } from '../../domain/site-content.ts';
import { getAccreditationsByIds } from '../db/accreditations.ts';
import { listCaseStudiesByIds } from '../db/case-studies.ts';
import { listProductsByIds } from '../db/products.ts';
import type { AppServices } from '../services.ts';
import { publishedSiteContent } from '../site-content/published.ts';
import { FULL_WIDTH, PART_WIDTH, type PictureRef, preparePicture } from './stored-pictures.ts';

// Decision 028: everything one PDF shows, resolved from what is published now, with the client's
// short texts laid over it. Resolved in two steps: first with pictures named by their stored URL
// (a `DocumentSource`, cheap: a few queries), which the content hash is taken of, so asking again
// for an unchanged statement costs no picture work; then, only when a PDF is to be made, with
// the pictures read and turned into JPEGs (prepareDocument).

/** The document with each picture named by its URL instead of its bytes. */
type Sourced<T> = T extends DocumentImage
  ? PictureRef
  : T extends readonly (infer U)[]
    ? Sourced<U>[]
    : T extends object
      ? { [K in keyof T]: Sourced<T[K]> }
      : T;
export type DocumentSource = Sourced<StatementDocument>;

/** What a statement's document is made from: the saved statement's choices. */
export type StatementChoices = Pick<
  StatementInput,
  | 'title'
  | 'clientName'
  | 'tenderReference'
  | 'dueDate'
  | 'sector'
  | 'voltageRange'
  | 'services'
  | 'introduction'
  | 'caseStudies'
  | 'products'
  | 'accreditationIds'
  | 'peopleIds'
  | 'officeIds'
>;

/** "27 November 2026", as the PDF prints a date. */
export function printedDate(isoDay: string): string {
  return new Date(`${isoDay.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "ratedPower" → "Rated power": a specification's key as a label. */
function specificationLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The public address of a case study's page (slugs are URL-safe; '&' names a fixed page). */
function caseStudyUrl(publicUrl: string, link: string): string {
  return `${publicUrl}/case-studies/${encodeURIComponent(link).replaceAll('%26', '&')}`;
}

const MAX_CASE_STUDY_PICTURES = 3;

function caseStudySource(
  publicUrl: string,
  caseStudy: CaseStudy,
  summary: string | null,
): DocumentSource['caseStudies'][number] {
  const intro = caseStudy.content.trim();
  const sections = [
    ...(intro ? [{ title: 'Overview', text: intro, items: [] }] : []),
    ...caseStudy.sections
      .filter((section) => section.type !== 'image-gallery' || section.content.trim() !== '')
      .map((section) => ({
        title: section.title,
        text: section.content.trim(),
        items: section.type === 'list' ? section.listItems.filter((item) => item.trim() !== '') : [],
      })),
  ];
  const pictures = caseStudy.sections
    .flatMap((section) => section.images)
    .slice(0, MAX_CASE_STUDY_PICTURES)
    .map((image, index) => ({
      url: image.url,
      alt: image.caption?.trim() || `${caseStudy.name}: picture ${index + 1}`,
      maxWidth: PART_WIDTH,
    }));
  const header = caseStudy.headerImage ?? caseStudy.cardImage;
  return {
    id: caseStudy._id,
    title: caseStudy.name,
    summary: summary ?? caseStudy.description,
    sections,
    headerImage: header ? { url: header, alt: caseStudy.name, maxWidth: FULL_WIDTH } : null,
    images: pictures,
    url: caseStudyUrl(publicUrl, caseStudy.link),
  };
}

function productSource(
  publicUrl: string,
  product: Product,
  summary: string | null,
): DocumentSource['products'][number] {
  return {
    id: product._id,
    code: product.id,
    name: product.title,
    category: product.category.name,
    summary: summary ?? product.description,
    features: product.features,
    specifications: product.specifications.map((spec) => ({
      label: specificationLabel(spec.key),
      value: spec.value,
    })),
    image: product.thumbnail ? { url: product.thumbnail, alt: product.title, maxWidth: PART_WIDTH } : null,
    url: `${publicUrl}/product/${encodeURIComponent(product._id)}`,
  };
}

function companyOf(publicUrl: string, content: PublishedSiteContent): DocumentSource['company'] {
  const head = content.offices[0];
  const seen = new Set<string>();
  const figures = content.figures.flatMap((figure) => {
    if (seen.has(figure.label)) return [];
    seen.add(figure.label);
    return [{ label: figure.label, value: `${figure.value.toLocaleString('en-GB')}${figure.suffix}` }];
  });
  return {
    name: site.legalName,
    founded: site.foundedYear,
    figures,
    profile: [site.description, ...story.paragraphs].join('\n\n'),
    website: publicUrl,
    phone: head?.phone || site.contact.phoneDisplay,
    email: head?.email || site.contact.email,
  };
}

function officesOf(content: PublishedSiteContent, ids: readonly string[]): DocumentOffice[] {
  const headId = content.offices[0]?.id;
  const chosen =
    ids.length === 0
      ? content.offices
      : ids.flatMap((id) => content.offices.filter((office) => office.id === id));
  return chosen.map((office) => ({
    name: office.name,
    country: office.country,
    addressLines: office.addressLines,
    phone: office.phone,
    email: office.email,
    isHeadOffice: office.id === headId,
  }));
}

/** In the order chosen, those still to be had. */
function inOrder<T>(ids: readonly string[], items: readonly T[], idOf: (item: T) => string): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/**
 * A statement's document as published now: picked case studies and products that are no longer
 * published are left out, and so are expired accreditations.
 */
export async function resolveStatementSource(
  services: Pick<AppServices, 'db' | 'config'>,
  statement: StatementChoices,
  now: Date = new Date(),
): Promise<DocumentSource> {
  const { db, config } = services;
  const published = { publishedOnly: true };
  const [caseStudies, products, accreditations, content] = await Promise.all([
    listCaseStudiesByIds(
      db,
      statement.caseStudies.map((pick) => pick.id),
      published,
    ),
    listProductsByIds(
      db,
      statement.products.map((pick) => pick.id),
      published,
    ),
    getAccreditationsByIds(db, statement.accreditationIds),
    publishedSiteContent(db),
  ]);
  const today = now.toISOString().slice(0, 10);
  const pickedCaseStudies = new Map(caseStudies.map((item) => [item._id, item]));
  const pickedProducts = new Map(products.map((item) => [item._id, item]));
  return {
    kind: 'statement',
    title: statement.title,
    clientName: statement.clientName,
    tenderReference: statement.tenderReference,
    dueDate: statement.dueDate ? printedDate(statement.dueDate) : null,
    sector: statement.sector ? SECTOR_LABELS[statement.sector] : null,
    voltageRange: statement.voltageRange ? VOLTAGE_RANGE_LABELS[statement.voltageRange] : null,
    issuedOn: printedDate(today),
    company: companyOf(config.publicUrl, content),
    introduction: statement.introduction,
    services: statement.services.flatMap((slug) => {
      const service = STATEMENT_SERVICES.find((known) => known.slug === slug);
      return service ? [{ label: service.label, summary: service.summary }] : [];
    }),
    caseStudies: statement.caseStudies.flatMap((pick) => {
      const caseStudy = pickedCaseStudies.get(pick.id);
      return caseStudy ? [caseStudySource(config.publicUrl, caseStudy, pick.summary)] : [];
    }),
    products: statement.products.flatMap((pick) => {
      const product = pickedProducts.get(pick.id);
      return product ? [productSource(config.publicUrl, product, pick.summary)] : [];
    }),
    people: inOrder(
      statement.peopleIds,
      content.team.filter((member) => member.isShown),
      (member) => member.id,
    ).map((member) => ({
      name: member.name,
      role: member.role,
      biography: member.biography,
      portrait: { url: member.portrait.url, alt: member.portrait.alt, maxWidth: PART_WIDTH },
    })),
    accreditations: inOrder(statement.accreditationIds, accreditations, (item) => item._id)
      .filter((item) => accreditationState(item.expiresOn, today) !== 'expired')
      .map((item) => ({
        name: item.name,
        issuer: item.issuer,
        certificateNumber: item.certificateNumber,
        scope: item.scope,
        expiresOn: item.expiresOn,
      })),
    offices: officesOf(content, statement.officeIds),
  };
}

/** A published case study's own one-page PDF: the case study, and the company's details. */
export async function resolveCaseStudySource(
  services: Pick<AppServices, 'db' | 'config'>,
  caseStudy: CaseStudy,
  now: Date = new Date(),
): Promise<DocumentSource> {
  const content = await publishedSiteContent(services.db);
  return {
    kind: 'case-study',
    title: caseStudy.name,
    clientName: null,
    tenderReference: null,
    dueDate: null,
    sector: null,
    voltageRange: null,
    issuedOn: printedDate(now.toISOString()),
    company: companyOf(services.config.publicUrl, content),
    introduction: null,
    services: [],
    caseStudies: [caseStudySource(services.config.publicUrl, caseStudy, null)],
    products: [],
    people: [],
    accreditations: [],
    offices: [],
  };
}

/**
 * The document with its pictures read and prepared, one at a time (sharp keeps its own threads
 * busy; a statement's thirty pictures at once would hold their bytes all together).
 */
export async function prepareDocument(
  services: AppServices,
  source: DocumentSource,
  onPicture: (done: number, total: number) => void = () => undefined,
): Promise<StatementDocument> {
  const total =
    source.caseStudies.reduce((sum, item) => sum + (item.headerImage ? 1 : 0) + item.images.length, 0) +
    source.products.filter((item) => item.image).length +
    source.people.filter((item) => item.portrait).length;
  let done = 0;
  const picture = async (ref: PictureRef | null): Promise<DocumentImage | null> => {
    if (!ref) return null;
    const prepared = await preparePicture(services, ref);
    done += 1;
    onPicture(done, total);
    return prepared;
  };
  const caseStudies: StatementDocument['caseStudies'] = [];
  for (const item of source.caseStudies) {
    const headerImage = await picture(item.headerImage);
    const images: DocumentImage[] = [];
    for (const ref of item.images) {
      const image = await picture(ref);
      if (image) images.push(image);
    }
    caseStudies.push({ ...item, headerImage, images });
  }
  const products: StatementDocument['products'] = [];
  for (const item of source.products) products.push({ ...item, image: await picture(item.image) });
  const people: StatementDocument['people'] = [];
  for (const item of source.people) people.push({ ...item, portrait: await picture(item.portrait) });
  return { ...source, caseStudies, products, people };
}
