// Business constants of both specs (public-site.md §9, admin.md §9), written once for the forms,
// the API and the data layer.

// public-site.md §1, admin.md §9: the three office countries, in display order.
export const COUNTRIES = ['United Kingdom', 'India', 'Uzbekistan'] as const;
export type Country = (typeof COUNTRIES)[number];

// admin.md §4: any status can be set from any other; no transitions are restricted.
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'interviewed', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// admin.md §4: default colours pending yellow, reviewed blue, interviewed purple, rejected red, hired green.
export const APPLICATION_STATUS_COLOURS: Readonly<Record<ApplicationStatus, string>> = {
  pending: 'bg-yellow-100 text-yellow-800',
  reviewed: 'bg-blue-100 text-blue-800',
  interviewed: 'bg-purple-100 text-purple-800',
  rejected: 'bg-red-100 text-red-800',
  hired: 'bg-green-100 text-green-800',
};

// admin.md §3: product categories and their colour classes; full class strings so Tailwind sees them.
export const PRODUCT_CATEGORIES = [
  { name: 'EV Charging', color: 'bg-emerald-100 text-emerald-800' },
  { name: 'Power Distribution', color: 'bg-blue-100 text-blue-800' },
  { name: 'Switchgear', color: 'bg-purple-100 text-purple-800' },
  { name: 'Transformers', color: 'bg-yellow-100 text-yellow-800' },
  { name: 'Other', color: 'bg-gray-100 text-gray-800' },
] as const;
export type ProductCategoryName = (typeof PRODUCT_CATEGORIES)[number]['name'];
export const PRODUCT_CATEGORY_NAMES: readonly ProductCategoryName[] = PRODUCT_CATEGORIES.map((c) => c.name);
export const FALLBACK_CATEGORY_COLOUR = 'bg-gray-100 text-gray-800';

// admin.md §3: "A category outside this list gets gray." Matched without regard to case, because the
// public product filter lowercases category names (public-site.md §2 Products).
export function productCategoryColour(name: string | null | undefined): string {
  const wanted = (name ?? '').trim().toLowerCase();
  const match = PRODUCT_CATEGORIES.find((c) => c.name.toLowerCase() === wanted);
  return match ? match.color : FALLBACK_CATEGORY_COLOUR;
}

// admin.md §9: created on first load when no categories exist; all active.
export const DEFAULT_GALLERY_CATEGORIES = [
  { id: 'siteVisit', name: 'Site Visit', displayOrder: 0, isActive: true },
  { id: 'officeActivities', name: 'Office Activities', displayOrder: 1, isActive: true },
  { id: 'training', name: 'Training', displayOrder: 2, isActive: true },
] as const;
// public-site.md §2 Gallery, admin.md §9: the tab selected at first.
export const INITIAL_GALLERY_CATEGORY = 'siteVisit';

// public-site.md §2 route table: the slugs of the four fixed case-study pages. A stored case study
// whose link is one of these is the card for that page, so its link is kept as it is even though
// 'design&supply' is not what slugify() would make of it.
export const FIXED_CASE_STUDY_LINKS = [
  'design&supply',
  'earthingsystemdesign',
  'powersystemstudies',
  'loadtestcasestudy',
] as const;

// admin.md §9: case-study section types; a new section is a text section.
export const SECTION_TYPES = ['text', 'list', 'image-gallery'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
export const DEFAULT_SECTION_TYPE: SectionType = 'text';

// public-site.md §9, admin.md §9: CVs and job PDFs, PDF only, at most 10MB (10 MiB, as browsers count).
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const PDF_MIME_TYPE = 'application/pdf';

// admin.md §7, §9: GET /applications pages hold 10 rows.
export const APPLICATIONS_PAGE_SIZE = 10;

// admin.md §5, §9: job form limits.
export const JOB_TITLE_MAX = 100;
export const QUALIFICATIONS_MIN = 10;
export const RESPONSIBILITIES_MIN = 50;
export const JOB_FORM_STEPS = 2;

// public-site.md §5, §9: names are 2 to 49 characters; contact phone exactly 10 digits;
// wizard phone 10 to 20 characters; the wizard has 3 steps.
export const NAME_MIN = 2;
export const NAME_MAX = 49;
export const CONTACT_PHONE_DIGITS = 10;
export const WIZARD_PHONE_MIN = 10;
export const WIZARD_PHONE_MAX = 20;
export const WIZARD_STEPS = 3;

// public-site.md §7: always appended to the wizard's position list.
export const OTHER_POSITION = 'Other: Submit Your CV';

// public-site.md §2 Careers: jobs whose title (exact match) has a fixed description PDF.
export const FIXED_JOB_DESCRIPTION_TITLES = [
  'SECTION LEADER - PLANT AND EARTHING DESIGN',
  'SECTION LEADER - POWER SYSTEM AND PROTECTION CONTROL',
  'DESIGN MANAGER',
  'Trainee Design Engineer',
  'Office Assistant',
] as const;
export type FixedJobDescriptionTitle = (typeof FIXED_JOB_DESCRIPTION_TITLES)[number];

// public-site.md §9, admin.md §9: local browser storage keys.
export const STORAGE_KEYS = { token: 'token', user: 'user', deviceToken: 'deviceToken' } as const;
