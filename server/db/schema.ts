import type { Generated } from 'kysely';

// Row types of every table, in camelCase (CamelCasePlugin maps them to snake_case columns).
// Timestamps are ISO-8601 strings and booleans are 0/1 integers on both SQLite and PostgreSQL,
// so the data-access modules never branch on the dialect. JSON columns hold JSON text.

type Timestamps = { createdAt: string; updatedAt: string };

/**
 * Decision 024: the columns every content table (jobs, case studies, products, gallery images)
 * has for publishing. `status` 'published' (the public sees the row) or 'draft'; the schedule's
 * instants are UTC ISO strings.
 */
type Publishing = { status: Generated<string>; publishAt: string | null; unpublishAt: string | null };

export type UserTable = Timestamps & {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  /** domain/staff.ts StaffRole. */
  role: string;
  isDisabled: number;
  mustChangePassword: number;
  /** Decision 027: the authenticator app's base32 secret, once a code from it was confirmed. */
  totpSecret: string | null;
  /** A secret offered by POST /auth/totp/setup and not yet confirmed. */
  totpPendingSecret: string | null;
  totpEnabledAt: string | null;
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
  totpLastStep: number | null;
};

/** Decision 027: one-time recovery codes, stored as SHA-256 hashes. */
export type RecoveryCodeTable = {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
};

/** Decision 027: WebAuthn credentials (base64url id and COSE public key). */
export type PasskeyTable = {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  signCount: number;
  /** JSON array of AuthenticatorTransport names, or null. */
  transports: string | null;
  /** 'singleDevice' or 'multiDevice' (a synced passkey). */
  deviceType: string;
  isBackedUp: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/**
 * Decision 027: short-lived one-time server state, taken by deleting it. `purpose`:
 * 'passkey-registration', 'passkey-sign-in', 'oidc-login' (challenge = state; detail JSON with
 * nonce, PKCE verifier, return path), 'sso-handover' (id = hash of the one-time code).
 */
export type AuthChallengeTable = {
  id: string;
  purpose: string;
  userId: string | null;
  challenge: string;
  /** JSON text or null. */
  detail: string | null;
  expiresAt: string;
};

/** Decision 027: a browser a member of staff signed in from (only its token's hash is stored). */
export type StaffDeviceTable = {
  id: string;
  userId: string;
  tokenHash: string;
  /** "Chrome on Windows". */
  label: string;
  /** "Remember this device for 30 days": no second factor asked until then. */
  trustedUntil: string | null;
  createdAt: string;
  lastSeenAt: string;
};

/** Decision 027: the site's one sign-in policy row (id 'site'). */
export type SignInPolicyTable = {
  id: string;
  /** JSON array of domain/staff.ts StaffRole. */
  twoFactorRoles: Generated<string>;
  /** 'everyone' or 'break-glass' (only breakGlassUserId may sign in other than by single sign-on). */
  passwordSignIn: Generated<string>;
  breakGlassUserId: string | null;
  updatedByName: Generated<string>;
  updatedAt: string;
};

/** Failed sign-ins per 'account:<e-mail>' or 'address:<client address>' (server/auth/login-throttle.ts). */
export type LoginThrottleTable = {
  key: string;
  failures: number;
  windowStartedAt: string;
  blockedUntil: string | null;
  updatedAt: string;
};

/** Anonymous writes per '<limit>:<client address>' in the current window (http/rate-limit.ts). */
export type RateLimitTable = {
  key: string;
  count: number;
  resetAt: string;
};

/** The activity log (domain/audit.ts); rows are only ever added and, when old, deleted. */
export type AuditLogTable = {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  address: string | null;
  detail: string | null;
  createdAt: string;
};

export type SessionTable = {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** Decision 027: staff_devices.id of the browser, when it sent its device token. */
  deviceId: Generated<string | null>;
  /** "Firefox on macOS". */
  device: Generated<string>;
  /** The client address's network: "203.0.113.0/24", "2001:db8:1::/48". */
  network: Generated<string>;
  /** How it was made: domain/sign-in.ts SignInMethod. */
  method: Generated<string>;
  /** A single sign-on session's refresh token at the provider, to re-check the person. */
  ssoRefreshToken: Generated<string | null>;
  ssoCheckedAt: Generated<string | null>;
};

export type JobTable = Timestamps &
  Publishing & {
    id: string;
    title: string;
    type: string;
    place: string;
    country: string;
    isActive: number;
    qualifications: string;
    experience: string;
    responsibilities: string;
    pdfUrl: string | null;
    /** 'YYYY-MM-DD', a UK calendar date; text comparison orders it as a date. */
    closingDate: string | null;
  };

export type ApplicationTable = Timestamps & {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  position: string;
  linkedin: string | null;
  comments: string | null;
  cvUrl: string;
  status: string;
  /** The e-mail trimmed and lower-cased: one person's applications share it (db/application-keys.ts). */
  emailKey: string;
  /** "first last" folded for search (db/application-keys.ts). */
  nameKey: string;
};

/** An internal note on an application; authorName is a copy, kept if the author changes or goes. */
export type ApplicationNoteTable = {
  id: string;
  applicationId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: string;
};

/** One status change of an application (admin.md §4), by whom and when. */
export type ApplicationStatusChangeTable = {
  id: string;
  applicationId: string;
  fromStatus: string;
  toStatus: string;
  changedById: string;
  changedByName: string;
  changedAt: string;
};

export type GalleryCategoryTable = Timestamps & {
  id: string;
  slug: string;
  name: string;
  displayOrder: number;
  isActive: number;
};

export type GalleryImageTable = Timestamps &
  Publishing & {
    id: string;
    title: string;
    category: string;
    description: string;
    imageDate: string;
    url: string;
    /** JSON: responsive variants [{ url, width, format }] made on upload. */
    variants: string;
    /** Alternative text for the public gallery; null: the title describes the image. */
    alt: string | null;
  };

export type CaseStudyTable = Timestamps &
  Publishing & {
    id: string;
    name: string;
    description: string;
    content: string;
    link: string;
    cardImage: string;
    headerImage: string | null;
  };

export type CaseStudySectionTable = {
  id: string;
  caseStudyId: string;
  /** The id the dashboard gave the section (admin.md §3: made from a timestamp). */
  sectionId: string;
  title: string;
  content: string;
  type: string;
  /** JSON: string[] */
  listItems: string;
  /** JSON: { url, caption? }[] */
  images: string;
  position: number;
};

export type ProductTable = Timestamps &
  Publishing & {
    id: string;
    code: string;
    title: string;
    description: string;
    content: string;
    thumbnail: string | null;
    categoryName: string;
    categoryColor: string;
    /** JSON: string[] */
    features: string;
    /** JSON: { key, value }[] */
    specifications: string;
    /** JSON: Record<string, string> */
    specificationsObject: string;
    /** JSON: string[] */
    applications: string;
    externalLink: string | null;
  };

export type ContactEnquiryTable = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  /** When staff marked the enquiry handled; null while it is open. */
  handledAt: string | null;
  /** The name of the administrator who marked it handled, as it was then. */
  handledByName: string | null;
  /** The searchable fields folded to lower case when written (docs/decisions/010). */
  searchText: string;
};

export type EmailOutboxTable = {
  id: string;
  kind: string;
  toEmail: string;
  subject: string;
  /** JSON: the template fields of public-site.md §3 (from_name, from_email, ...). */
  payload: string;
  /** domain/outbox.ts OUTBOX_STATUSES. */
  status: string;
  /** Claims made, counting the one in progress. */
  attempts: number;
  /** A queued message's next try; a sending one's lease end (then another sender may take it). */
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** The sender holding a sending message; its outcome counts only under this token. */
  claimToken: string | null;
  /** When the current run of tries began (creation, or the last Retry). */
  queuedAt: string | null;
  /** The application the message tells of, if any: withdrawal and deletion find it by this. */
  applicationId: string | null;
  /** The address of the person it is about, trimmed and lower-cased (db/application-keys.ts emailKey). */
  aboutEmailKey: string | null;
};

export type StoredFileTable = {
  id: string;
  /** Path inside the file store, e.g. "private/cv/3f2a....pdf". */
  key: string;
  visibility: string;
  kind: string;
  contentType: string;
  size: number;
  originalName: string;
  createdAt: string;
};

/** One-off start-up tasks that have run against this database (server/sample-content.ts). */
export type SeedRunTable = {
  name: string;
  ranAt: string;
};

/** One row (id 1): the version of the public content, raised by every content write. */
export type ContentVersionTable = {
  id: number;
  /** bigint: pg answers it as a string, SQLite as a number. */
  version: number | string;
};

/** Keys the site made for itself, by purpose (server/db/site-secrets.ts); base64url text. */
export type SiteSecretTable = {
  name: string;
  value: string;
  createdAt: string;
};

/** A published record's pending changes (decision 024): at most one per record. */
export type RecordDraftTable = {
  /** The content type's API name: 'jobs', 'case-studies', 'products' or 'gallery'. */
  entityType: string;
  entityId: string;
  /** JSON text: the record's document (decision 024). */
  document: string;
  updatedById: string | null;
  updatedByEmail: string;
  updatedAt: string;
};

/** A record as it was published or restored (decision 024), numbered from 1 per record. */
export type RecordVersionTable = {
  id: string;
  entityType: string;
  entityId: string;
  number: number;
  /** 'published', or 'draft' for a version restored as the draft. */
  status: string;
  document: string;
  actorId: string | null;
  actorEmail: string;
  createdAt: string;
};

/**
 * Decision 025: one section of the site's changing copy per row, `id` its key ('team',
 * 'testimonials', 'figures', 'offices', 'banner', 'privacy'), published like the content tables.
 */
export type SiteContentTable = Timestamps &
  Publishing & {
    id: string;
    /** JSON text: the section's value (domain/site-content.ts). */
    value: string;
  };
/** A picture of the media library (decision 025): a stored image with its text and focal point. */
export type MediaAssetTable = {
  id: string;
  /** The picture's URL as records name it: an upload's largest copy, or a /media image at 1600. */
  url: string;
  /** The name it was uploaded under (or the site image's name), searchable. */
  fileName: string;
  alt: string;
  credit: string;
  /** Where the picture's subject is, 0 to 1 across and down: crops keep it in view. */
  focalX: number;
  focalY: number;
  /** Null where not known (pictures registered by the migration from URLs alone). */
  width: number | null;
  height: number | null;
  bytes: number | null;
  createdAt: string;
  createdByEmail: string;
  /** alt, credit and file name folded for search, one per line (decision 020). */
  searchText: string;
};

/** Decision 026: an HR candidate e-mail template; `purpose` ties it to a status or step. */
export type EmailTemplateTable = {
  id: string;
  name: string;
  /** domain/email-templates.ts TEMPLATE_PURPOSES, or null. */
  purpose: string | null;
  subject: string;
  body: string;
  updatedByName: string;
  createdAt: string;
  updatedAt: string;
};

/** Decision 026: an interview with an applicant (deleted with the application). */
export type InterviewTable = {
  id: string;
  applicationId: string;
  /** UTC ISO instant. */
  startsAt: string;
  durationMinutes: number;
  location: string | null;
  meetingUrl: string | null;
  /** 'scheduled' or 'cancelled'. */
  status: string;
  /** iCalendar SEQUENCE: how many updates have been sent. */
  sequence: number;
  createdById: string;
  createdByName: string;
  createdAt: string;
  updatedAt: string;
};

export type InterviewInterviewerTable = {
  interviewId: string;
  userId: string;
  name: string;
  email: string;
};

export type ScorecardTable = {
  id: string;
  interviewId: string;
  interviewerId: string;
  interviewerName: string;
  /** JSON: competency key → 1..4. */
  ratings: string;
  /** 'strong-no' | 'no' | 'yes' | 'strong-yes'. */
  recommendation: string;
  notes: string;
  submittedAt: string;
};

/** Per job: the competencies its scorecards rate (JSON [{ key, label }]) and the board's stale mark. */
export type JobHiringTable = {
  jobId: string;
  competencies: string;
  staleAfterDays: number;
  updatedAt: string;
};

export type ApplicationTagTable = {
  applicationId: string;
  tag: string;
  /** The tag folded (lower case, accents removed, single spaces): what the filter matches. */
  tagKey: string;
  createdAt: string;
};

/** The text of an uploaded CV, keyed by its URL, full-text indexed (decision 026). */
export type CvTextTable = {
  cvUrl: string;
  text: string;
  createdAt: string;
};

// Decision 028: capability statements (migration 2027-01-07T0900-capability-statements).

export type AccreditationTable = {
  id: string;
  name: string;
  issuer: string;
  certificateNumber: string | null;
  scope: string | null;
  /** YYYY-MM-DD; null: does not expire. */
  expiresOn: string | null;
  createdAt: string;
  updatedAt: string;
};

export type CapabilityStatementTable = {
  id: string;
  title: string;
  clientName: string;
  tenderReference: string | null;
  dueDate: string | null;
  sector: string | null;
  voltageRange: string | null;
  /** JSON: service page slugs. */
  services: string;
  introduction: string | null;
  /** JSON: { id, summary }[] in the order chosen (summary null: the site's text). */
  caseStudies: string;
  /** JSON: { id, summary }[]. */
  products: string;
  /** JSON: string[]. */
  accreditationIds: string;
  /** JSON: site content team ids. */
  peopleIds: string;
  /** JSON: site content office ids; empty: every published office. */
  officeIds: string;
  copiedFromId: string | null;
  createdById: string | null;
  createdByName: string;
  /** Title, client and reference folded to lower case when written. */
  searchText: string;
  createdAt: string;
  updatedAt: string;
};

/** Decision 029: a UK calendar day's salt for visitor hashes; deleted once the day is over. */
export type InsightSaltTable = { day: string; salt: string };

/** Decision 029: a page view or event, kept 30 days; no address or user agent, only the day's hash. */
export type InsightEventTable = {
  id: string;
  /** YYYY-MM-DD, the UK calendar day. */
  day: string;
  occurredAt: string;
  visitor: string;
  /** 'pageview', 'enquiry', 'application', 'application-step', 'download' or 'outbound'. */
  kind: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  country: string | null;
  /** 'mobile', 'tablet' or 'desktop'. */
  device: string;
  detail: string | null;
  /** Identical events of one written batch are one row; this many (decision 029). */
  occurrences: Generated<number>;
};

/** Decision 029: a finished day's aggregate for one dimension and key, kept 25 months. */
export type InsightDailyTable = {
  day: string;
  dimension: string;
  key: string;
  views: number;
  visitors: number;
  withEnquiry: number;
};

export type InsightRollupTable = { day: string; rolledUpAt: string };

/** A finished month's aggregates (month 'YYYY-MM'): its days' insight_daily rows summed. */
export type InsightMonthlyTable = Omit<InsightDailyTable, 'day'> & { month: string };

export type InsightMonthRollupTable = { month: string; rolledUpAt: string };

export type PdfRenderTable = {
  id: string;
  /** 'statement' or 'case-study'. */
  kind: string;
  subjectId: string;
  /** SHA-256 of the StatementDocument it shows (images by their stored URL). */
  contentHash: string;
  /** domain/capability-statements.ts RENDER_STATUSES. */
  status: string;
  progress: number;
  step: string;
  attempts: number;
  leaseUntil: string | null;
  /** Where the PDF is in the file store (private). */
  fileKey: string | null;
  bytes: number | null;
  pages: number | null;
  error: string | null;
  requestedByName: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export type CapabilityStatementLinkTable = {
  id: string;
  statementId: string;
  renderId: string;
  tokenHash: string;
  label: string | null;
  expiresAt: string;
  createdByName: string;
  createdAt: string;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
  revokedAt: string | null;
};

export type Database = {
  users: UserTable;
  sessions: SessionTable;
  recoveryCodes: RecoveryCodeTable;
  passkeys: PasskeyTable;
  authChallenges: AuthChallengeTable;
  staffDevices: StaffDeviceTable;
  signInPolicy: SignInPolicyTable;
  jobs: JobTable;
  applications: ApplicationTable;
  applicationNotes: ApplicationNoteTable;
  applicationStatusChanges: ApplicationStatusChangeTable;
  galleryCategories: GalleryCategoryTable;
  galleryImages: GalleryImageTable;
  caseStudies: CaseStudyTable;
  caseStudySections: CaseStudySectionTable;
  products: ProductTable;
  contactEnquiries: ContactEnquiryTable;
  emailOutbox: EmailOutboxTable;
  storedFiles: StoredFileTable;
  seedRuns: SeedRunTable;
  loginThrottles: LoginThrottleTable;
  contentVersion: ContentVersionTable;
  rateLimits: RateLimitTable;
  auditLog: AuditLogTable;
  siteSecrets: SiteSecretTable;
  recordDrafts: RecordDraftTable;
  recordVersions: RecordVersionTable;
  siteContent: SiteContentTable;
  mediaAssets: MediaAssetTable;
  emailTemplates: EmailTemplateTable;
  interviews: InterviewTable;
  interviewInterviewers: InterviewInterviewerTable;
  scorecards: ScorecardTable;
  jobHiring: JobHiringTable;
  applicationTags: ApplicationTagTable;
  cvTexts: CvTextTable;
  accreditations: AccreditationTable;
  capabilityStatements: CapabilityStatementTable;
  pdfRenders: PdfRenderTable;
  capabilityStatementLinks: CapabilityStatementLinkTable;
  insightSalts: InsightSaltTable;
  insightEvents: InsightEventTable;
  insightDaily: InsightDailyTable;
  insightRollups: InsightRollupTable;
  insightMonthly: InsightMonthlyTable;
  insightMonthRollups: InsightMonthRollupTable;
};
