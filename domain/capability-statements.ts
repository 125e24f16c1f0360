import { z } from 'zod';
import { boundedText, requiredText, TEXT_MAX, type TextBound, within } from './form-fields.ts';
import { pageFields, withPageDepth } from './list-page.ts';
import { SECTORS, STATEMENT_SERVICE_SLUGS, STATEMENT_SERVICES, VOLTAGE_RANGES } from './tender-catalogue.ts';

// Decision 028: capability statements for tenders and pre-qualification questionnaires, made
// from the site's own published content. One schema checks the dashboard's form and the API's
// body; the words both sides use are here; `StatementDocument` is everything a PDF of a statement
// (or of one case study) shows, resolved from the database, so the renderer reads nothing else.

export * from './tender-catalogue.ts';

export const MAX_STATEMENT_CASE_STUDIES = 12;
export const MAX_STATEMENT_PRODUCTS = 12;
export const MAX_STATEMENT_PEOPLE = 12;
export const MAX_STATEMENT_ACCREDITATIONS = 24;
export const SUMMARY_MAX = 1200;
export const INTRODUCTION_MAX = 3000;

/** How long a client's link opens the PDF, by default and at most. */
export const LINK_DAYS_DEFAULT = 30;
export const LINK_DAYS_MAX = 180;
/** An accreditation expiring within this many days is warned about. */
export const ACCREDITATION_WARNING_DAYS = 60;

export const STATEMENT_MESSAGES = {
  notFound: 'Capability statement not found',
  titleRequired: 'Tender title is required',
  clientRequired: 'Client name is required',
  dueDateInvalid: 'Due date must be a date, e.g. 2027-03-31',
  sectorInvalid: 'Choose a sector from the list',
  voltageInvalid: 'Choose a voltage range from the list',
  serviceInvalid: 'Choose services from the list',
  idsInvalid: 'Send the chosen items as a list of ids',
  repeated: 'Each item can be chosen once',
  tooManyCaseStudies: `Choose at most ${MAX_STATEMENT_CASE_STUDIES} case studies`,
  tooManyProducts: `Choose at most ${MAX_STATEMENT_PRODUCTS} products`,
  tooManyPeople: `Choose at most ${MAX_STATEMENT_PEOPLE} people`,
  tooManyAccreditations: `Choose at most ${MAX_STATEMENT_ACCREDITATIONS} accreditations`,
  caseStudyUnknown: (id: string) => `No published case study has the id ${id}`,
  productUnknown: (id: string) => `No published product has the id ${id}`,
  accreditationUnknown: (id: string) => `No accreditation has the id ${id}`,
  personUnknown: (id: string) => `No one on the published team has the id ${id}`,
  officeUnknown: (id: string) => `No published office has the id ${id}`,
  nothingChosen: 'Choose at least one case study or product before making the PDF',
  created: 'Capability statement saved',
  saved: 'Changes saved',
  copied: 'Copied: change the client and tender, then save',
  deleted: 'Capability statement deleted',
  renderQueued: 'Making the PDF…',
  renderFailed: 'The PDF could not be made. Try again; if it fails again, the activity log has the cause.',
  renderNotReady: 'The PDF is still being made; try again in a moment',
  linkDaysInvalid: `A link lasts from 1 to ${LINK_DAYS_MAX} days`,
  linkCreated: 'Link created: copy it now, it is shown once',
  linkRevoked: 'Link withdrawn',
  linkInvalid: 'This link has expired or was withdrawn. Please ask your contact for a new one.',
  accreditationNotFound: 'Accreditation not found',
  accreditationNameRequired: 'Accreditation name is required',
  accreditationIssuerRequired: 'Certifying body is required',
  accreditationExpiryInvalid:
    'Expiry date must be a date, e.g. 2027-03-31, or left empty if it does not expire',
  accreditationSaved: 'Accreditation saved',
  accreditationDeleted: 'Accreditation deleted',
  linkNotFound: 'Link not found',
  renderNotFound: 'PDF not found',
  caseStudyPdfNotFound: 'Case study not found',
  queryInvalid: 'Search for at most 200 characters',
} as const;
const m = STATEMENT_MESSAGES;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) => isoDate.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Text that may be left out or blank: then null. */
const textOrNull = (bound: TextBound) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    boundedText(bound).nullable(),
  );

const optionalDate = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.string({ error: message }).refine(validDate, { error: message }).nullable(),
  );

/** An ordered pick with, optionally, the short text written for this client instead of the site's. */
const pickSchema = z.strictObject(
  {
    id: z.string({ error: m.idsInvalid }).trim().min(1, m.idsInvalid).max(64, m.idsInvalid),
    summary: textOrNull(within(SUMMARY_MAX, 'Short text')),
  },
  { error: m.idsInvalid },
);
export type StatementPick = { id: string; summary: string | null };

const idList = (max: number, tooMany: string) =>
  z
    .array(z.string({ error: m.idsInvalid }).trim().min(1, m.idsInvalid).max(64, m.idsInvalid), {
      error: m.idsInvalid,
    })
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, { error: m.repeated })
    .default([]);

// No default here: an absent pick list must stay undefined so the plain id list can stand in
// for it (with a default, zod fills [] and `caseStudyIds` would never be read).
const pickList = (max: number, tooMany: string) =>
  z
    .array(pickSchema, { error: m.idsInvalid })
    .max(max, tooMany)
    .refine((picks) => new Set(picks.map((pick) => pick.id)).size === picks.length, { error: m.repeated });

/**
 * POST and PUT /api/capability-statements (PUT sends the whole statement again). The contract's
 * `caseStudyIds` and `productIds` are accepted as the plain form of `caseStudies` and `products`
 * (order kept, the site's own texts); the pick lists win when both are sent.
 */
export const statementInputSchema = z
  .strictObject({
    title: requiredText(m.titleRequired, within(TEXT_MAX.title, 'Tender title')),
    clientName: requiredText(m.clientRequired, within(TEXT_MAX.title, 'Client name')),
    tenderReference: textOrNull(within(TEXT_MAX.name, 'Tender reference')),
    dueDate: optionalDate(m.dueDateInvalid),
    sector: z.enum(SECTORS, { error: m.sectorInvalid }).nullable().default(null),
    voltageRange: z.enum(VOLTAGE_RANGES, { error: m.voltageInvalid }).nullable().default(null),
    services: z
      .array(z.enum(STATEMENT_SERVICE_SLUGS, { error: m.serviceInvalid }), { error: m.serviceInvalid })
      .max(STATEMENT_SERVICES.length, m.serviceInvalid)
      .refine((slugs) => new Set(slugs).size === slugs.length, { error: m.repeated })
      .default([]),
    introduction: textOrNull(within(INTRODUCTION_MAX, 'Introduction')),
    caseStudies: pickList(MAX_STATEMENT_CASE_STUDIES, m.tooManyCaseStudies).optional(),
    products: pickList(MAX_STATEMENT_PRODUCTS, m.tooManyProducts).optional(),
    caseStudyIds: idList(MAX_STATEMENT_CASE_STUDIES, m.tooManyCaseStudies).optional(),
    productIds: idList(MAX_STATEMENT_PRODUCTS, m.tooManyProducts).optional(),
    accreditationIds: idList(MAX_STATEMENT_ACCREDITATIONS, m.tooManyAccreditations),
    peopleIds: idList(MAX_STATEMENT_PEOPLE, m.tooManyPeople),
    /** Offices shown on the back page; empty: all published offices. */
    officeIds: idList(12, m.idsInvalid),
  })
  .transform(({ caseStudyIds, productIds, caseStudies, products, ...rest }) => ({
    ...rest,
    caseStudies: caseStudies ?? (caseStudyIds ?? []).map((id) => ({ id, summary: null })),
    products: products ?? (productIds ?? []).map((id) => ({ id, summary: null })),
  }));
export type StatementInput = z.output<typeof statementInputSchema>;

/** A statement as the API answers it. */
export type CapabilityStatement = StatementInput & {
  _id: string;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
  copiedFromId: string | null;
  /** The latest PDF made of it, if any. */
  latestRender: PdfRender | null;
};

/** Statements a page of GET /api/capability-statements holds when the caller does not say. */
export const STATEMENT_PAGE_SIZE = 25;

/** Search words: blank is no search. */
const searchText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: m.queryInvalid }).trim().max(200, m.queryInvalid).optional(),
);

/** GET /api/capability-statements: newest change first, `q` found in title, client and reference. */
export const statementListQuerySchema = withPageDepth(
  z.object({ q: searchText, ...pageFields(STATEMENT_PAGE_SIZE) }),
);
export type StatementListQuery = z.output<typeof statementListQuerySchema>;

/** GET /api/capability-statements/suggestions: `services` as a comma-separated list of slugs. */
export const suggestionsQuerySchema = z.object({
  sector: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SECTORS, { error: m.sectorInvalid }).optional(),
  ),
  services: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((slug) => slug.trim())
            .filter((slug) => slug !== '')
        : value,
    z
      .array(z.enum(STATEMENT_SERVICE_SLUGS, { error: m.serviceInvalid }), { error: m.serviceInvalid })
      .max(STATEMENT_SERVICES.length, m.serviceInvalid)
      .default([]),
  ),
  q: searchText,
});
export type SuggestionsQuery = z.output<typeof suggestionsQuerySchema>;

/** How many of each kind the suggestions answer at most. */
export const SUGGESTIONS_LIMIT = 12;

/** A published case study or product worth choosing, and why ("mentions G99, substation"). */
export type StatementSuggestion = {
  id: string;
  name: string;
  /** The case study's description or the product's. */
  summary: string;
  score: number;
  /** The words found, in the order they score. */
  matched: string[];
  reason: string;
};

export const RENDER_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** A PDF being made or made (pdf_renders), as the API answers it. */
export type PdfRender = {
  _id: string;
  status: RenderStatus;
  /** 0 to 100. */
  progress: number;
  /** What is being done now, for the screen ("Preparing pictures"). */
  step: string;
  pages: number | null;
  bytes: number | null;
  /** Whether the statement has changed since (a new PDF would differ). */
  isCurrent: boolean;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export const linkInputSchema = z.strictObject({
  days: z
    .number({ error: m.linkDaysInvalid })
    .int(m.linkDaysInvalid)
    .min(1, m.linkDaysInvalid)
    .max(LINK_DAYS_MAX, m.linkDaysInvalid)
    .default(LINK_DAYS_DEFAULT),
  /** Who the link was given to, for staff ("Jo Smith, procurement"). */
  label: textOrNull(within(TEXT_MAX.name, 'Given to')),
});

/** A client's link, as the API answers it (the address itself only once, when made). */
export type StatementLink = {
  _id: string;
  label: string | null;
  expiresAt: string;
  createdAt: string;
  createdByName: string;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
  revokedAt: string | null;
  /** Only in the answer to POST: the address to give the client. */
  url?: string;
};

export const accreditationInputSchema = z.strictObject({
  name: requiredText(m.accreditationNameRequired, within(TEXT_MAX.title, 'Accreditation')),
  issuer: requiredText(m.accreditationIssuerRequired, within(TEXT_MAX.title, 'Certifying body')),
  certificateNumber: textOrNull(within(TEXT_MAX.name, 'Certificate number')),
  scope: textOrNull(within(TEXT_MAX.line, 'Scope')),
  expiresOn: optionalDate(m.accreditationExpiryInvalid),
});
export type AccreditationInput = z.output<typeof accreditationInputSchema>;

export type Accreditation = AccreditationInput & {
  _id: string;
  createdAt: string;
  updatedAt: string;
};

export type AccreditationState = 'valid' | 'expiring' | 'expired';

/** Whether an accreditation is valid, expires within the warning period, or has expired, on `today` (YYYY-MM-DD). */
export function accreditationState(expiresOn: string | null, today: string): AccreditationState {
  if (expiresOn === null) return 'valid';
  if (expiresOn < today) return 'expired';
  const warnFrom = new Date(`${expiresOn}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() - ACCREDITATION_WARNING_DAYS);
  return today >= warnFrom.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}

// ---- What a PDF shows: resolved from the database, read by server/pdf alone ----

/** A picture ready for the PDF: JPEG or PNG bytes made from the stored image. */
export type DocumentImage = { data: Uint8Array; width: number; height: number; alt: string };

export type DocumentCaseStudy = {
  id: string;
  title: string;
  /** The short text: the client-specific one when written, else the case study's description. */
  summary: string;
  /** The case study's sections in order, as text (a list section's items as `items`). */
  sections: { title: string; text: string; items: string[] }[];
  headerImage: DocumentImage | null;
  images: DocumentImage[];
  /** The public page, printed beneath it. */
  url: string;
};

export type DocumentProduct = {
  id: string;
  code: string;
  name: string;
  category: string;
  summary: string;
  features: string[];
  specifications: { label: string; value: string }[];
  image: DocumentImage | null;
  url: string;
};

export type DocumentPerson = {
  name: string;
  role: string;
  biography: string;
  portrait: DocumentImage | null;
};
export type DocumentOffice = {
  name: string;
  country: string;
  addressLines: string[];
  phone: string;
  email: string;
  isHeadOffice: boolean;
};
export type DocumentAccreditation = {
  name: string;
  issuer: string;
  certificateNumber: string | null;
  scope: string | null;
  expiresOn: string | null;
};

/** Everything one PDF shows. A case study's public one-page PDF fills `caseStudies` with one and leaves the rest empty. */
export type StatementDocument = {
  kind: 'statement' | 'case-study';
  /** The PDF's title (document information and the viewer's title bar). */
  title: string;
  clientName: string | null;
  tenderReference: string | null;
  dueDate: string | null;
  sector: string | null;
  voltageRange: string | null;
  /** The date it was made, as printed ("27 November 2026"). */
  issuedOn: string;
  company: {
    name: string;
    founded: number;
    /** The site's figures ("22+ Years in business"). */
    figures: { label: string; value: string }[];
    profile: string;
    website: string;
    phone: string;
    email: string;
  };
  introduction: string | null;
  services: { label: string; summary: string }[];
  caseStudies: DocumentCaseStudy[];
  products: DocumentProduct[];
  people: DocumentPerson[];
  accreditations: DocumentAccreditation[];
  offices: DocumentOffice[];
};

/** Progress a renderer reports: a fraction done and what it is doing. */
export type RenderProgress = { progress: number; step: string };
