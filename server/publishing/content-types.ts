import type { AuditEntity } from '../../domain/audit.ts';
import type { CaseStudy, GalleryImage, Job, Product } from '../../domain/entities.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { ContentTypeName, PublishingState } from '../../domain/publishing.ts';
import {
  isSiteContentKey,
  SITE_CONTENT_LABELS,
  SITE_CONTENT_MESSAGES,
  SITE_CONTENT_PAGES,
} from '../../domain/site-content.ts';
import type { StaffArea } from '../../domain/staff.ts';
import { getCaseStudy, updateCaseStudy } from '../db/case-studies.ts';
import type { Db } from '../db/connection.ts';
import { getImage, updateImage } from '../db/gallery-images.ts';
import { getJob, updateJob } from '../db/jobs.ts';
import { getProduct, updateProduct } from '../db/products.ts';
import { getSiteContent, type SiteContentRecord, updateSiteContentValue } from '../db/site-content.ts';

// The registry of content types that publish (decision 024). Each declares where its records
// live, who may change them, how a record becomes its document (the fields a write takes) and
// how a document is applied to the row (its own update function), which stored files a document
// uses, and where the public sees it. Drafts, versions, previews and schedules work on any type
// declared here; a new type is one more entry (and the three columns on its table).

/** A record as the API answers it: the document plus these. */
type Meta = '_id' | 'createdAt' | 'updatedAt';

export type JobDocument = Omit<Job, Meta>;
export type CaseStudyDocument = Omit<CaseStudy, Meta>;
export type ProductDocument = Omit<Product, Meta>;
export type GalleryImageDocument = Omit<GalleryImage, '_id' | 'createdAt'>;

export type SiteContentDocument = { value: unknown };

/** The content tables; every one has `id`, `status`, `publishAt`, `unpublishAt`, `updatedAt`. */
export type ContentTable = 'jobs' | 'caseStudies' | 'products' | 'galleryImages' | 'siteContent';

export type ContentType<R extends { _id: string }, D extends object> = {
  name: ContentTypeName;
  auditEntity: AuditEntity;
  /** Who may write, publish and read drafts (domain/staff.ts). */
  area: StaffArea;
  table: ContentTable;
  /**
   * What names a record to people (the overview's list of scheduled changes): the column that
   * holds its title, or, for a type whose records have none, a name made from the record's id.
   */
  title: { column: 'title' | 'name' } | { ofId: (id: string) => string };
  /** Whether a path's id could name a record (else 404 unread); a new record's id by default. */
  isRecordId?: (id: string) => boolean;
  /** What staff answers show of a record with its publishing state; the record itself by default. */
  staffAnswer?: (record: R & PublishingState) => object;
  /** The key of the record in an answer's `data` (`data.job`). */
  answerKey: string;
  notFoundMessage: string;
  /** The message when publishing would give the record a key another one has (a slug, a code). */
  keyTakenMessage?: string;
  /** The record whatever its status, undefined when there is none. */
  read: (db: Db, id: string) => Promise<R | undefined>;
  toDocument: (record: R) => D;
  /** Makes the row hold `document` (inside the caller's transaction). */
  apply: (db: Db, id: string, document: D) => Promise<R | undefined>;
  /** The stored files (images, PDFs) a document uses, by URL (an image by its largest variant). */
  fileUrls: (document: D) => string[];
  /** The public page that shows the record, where a preview renders it. */
  publicPath: (record: R) => string;
};

// biome-ignore lint/suspicious/noExplicitAny: the registry holds types of every record shape.
export type AnyContentType = ContentType<any, any>;

function withoutMeta<R extends { _id: string; createdAt: string; updatedAt?: string }>(
  record: R,
): Omit<R, Meta> {
  const { _id, createdAt, updatedAt, ...document } = record;
  return document;
}

export const JOB_TYPE: ContentType<Job, JobDocument> = {
  name: 'jobs',
  auditEntity: 'job',
  area: 'recruitment',
  table: 'jobs',
  title: { column: 'title' },
  answerKey: 'job',
  notFoundMessage: MESSAGES.jobs.notFound,
  read: (db, id) => getJob(db, id),
  toDocument: (job) => withoutMeta(job),
  apply: (db, id, document) => updateJob(db, id, document),
  fileUrls: (document) => (document.pdfUrl ? [document.pdfUrl] : []),
  publicPath: (job) => `/careers/${encodeURIComponent(job._id)}`,
};

export const CASE_STUDY_TYPE: ContentType<CaseStudy, CaseStudyDocument> = {
  name: 'case-studies',
  auditEntity: 'case-study',
  area: 'content',
  table: 'caseStudies',
  title: { column: 'name' },
  answerKey: 'caseStudy',
  notFoundMessage: MESSAGES.caseStudyAdmin.notFound,
  keyTakenMessage: MESSAGES.caseStudyAdmin.linkTaken,
  read: (db, id) => getCaseStudy(db, id),
  toDocument: (caseStudy) => withoutMeta(caseStudy),
  apply: (db, id, document) =>
    updateCaseStudy(db, id, {
      ...document,
      headerImage: document.headerImage ?? null,
      sections: document.sections,
    }),
  fileUrls: (document) => [
    document.cardImage,
    ...(document.headerImage ? [document.headerImage] : []),
    ...document.sections.flatMap((section) => section.images.map((image) => image.url)),
  ],
  publicPath: (caseStudy) => `/case-studies/${encodeURIComponent(caseStudy.link)}`,
};

export const PRODUCT_TYPE: ContentType<Product, ProductDocument> = {
  name: 'products',
  auditEntity: 'product',
  area: 'content',
  table: 'products',
  title: { column: 'title' },
  answerKey: 'product',
  notFoundMessage: MESSAGES.products.notFound,
  keyTakenMessage: MESSAGES.productAdmin.idTaken,
  read: (db, id) => getProduct(db, id),
  toDocument: (product) => withoutMeta(product),
  apply: (db, id, document) =>
    updateProduct(db, id, {
      ...document,
      thumbnail: document.thumbnail ?? null,
      externalLink: document.externalLink ?? null,
    }),
  fileUrls: (document) => (document.thumbnail ? [document.thumbnail] : []),
  publicPath: (product) => `/product/${encodeURIComponent(product._id)}`,
};

export const GALLERY_TYPE: ContentType<GalleryImage, GalleryImageDocument> = {
  name: 'gallery',
  auditEntity: 'gallery-image',
  area: 'content',
  table: 'galleryImages',
  title: { column: 'title' },
  answerKey: 'image',
  notFoundMessage: MESSAGES.galleryAdmin.imageNotFound,
  read: (db, id) => getImage(db, id),
  toDocument: ({ _id, createdAt, ...document }) => document,
  apply: (db, id, document) => updateImage(db, id, { ...document, alt: document.alt ?? null }),
  // The variants are named after the largest, and go with it (http/image-uploads.ts deleteImageAt).
  fileUrls: (document) => [document.url],
  // The gallery shows every image on one page, in its place among the others.
  publicPath: () => '/gallery',
};

/** The team's portraits: the only stored images a site content value holds. */
function portraitUrls(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: { portrait?: { url?: unknown } } | null) => {
    const url = item?.portrait?.url;
    return typeof url === 'string' ? [url] : [];
  });
}

// Decision 025: each section of the site's changing copy is a record whose id is its key and
// whose document is `{ value }`; it has no title of its own, so it is named by its label.
export const SITE_CONTENT_TYPE: ContentType<SiteContentRecord, SiteContentDocument> = {
  name: 'site-content',
  auditEntity: 'site-content',
  area: 'content',
  table: 'siteContent',
  title: { ofId: (id) => (isSiteContentKey(id) ? SITE_CONTENT_LABELS[id] : id) },
  isRecordId: isSiteContentKey,
  staffAnswer: ({ _id, value, status, hasDraft, publishAt, unpublishAt, updatedAt }) => ({
    key: _id,
    value,
    status,
    hasDraft,
    publishAt,
    unpublishAt,
    updatedAt,
  }),
  answerKey: 'section',
  notFoundMessage: SITE_CONTENT_MESSAGES.keyUnknown,
  read: (db, id) => (isSiteContentKey(id) ? getSiteContent(db, id) : Promise.resolve(undefined)),
  toDocument: (record) => ({ value: record.value }),
  apply: (db, id, document) =>
    isSiteContentKey(id) ? updateSiteContentValue(db, id, document.value) : Promise.resolve(undefined),
  fileUrls: (document) => portraitUrls(document.value),
  publicPath: (record) => SITE_CONTENT_PAGES[record._id],
};

export const CONTENT_TYPE_REGISTRY: Record<ContentTypeName, AnyContentType> = {
  jobs: JOB_TYPE,
  'case-studies': CASE_STUDY_TYPE,
  products: PRODUCT_TYPE,
  gallery: GALLERY_TYPE,
  'site-content': SITE_CONTENT_TYPE,
};

export function contentType(name: string): AnyContentType | undefined {
  return Object.hasOwn(CONTENT_TYPE_REGISTRY, name)
    ? CONTENT_TYPE_REGISTRY[name as ContentTypeName]
    : undefined;
}
