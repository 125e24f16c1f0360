import type { ApplicationStatus, SectionType } from './constants.ts';
import type { OutboxKind, OutboxStatus } from './outbox.ts';
import type { StaffRole } from './staff.ts';

// The entities as the API returns them (admin.md §3, public-site.md §3). Every stored entity carries
// `_id`; products and gallery categories also keep their own `id` (product code, category slug).
// Optional fields are omitted when absent, never null, so `'pdfUrl' in job` means "has a PDF".

export type Job = {
  _id: string;
  title: string;
  type: string;
  place: string;
  country: string;
  isActive: boolean;
  qualifications: string;
  experience: string;
  /** One responsibility per line. */
  responsibilities: string;
  pdfUrl?: string;
  /** Last day the job is open to the public, 'YYYY-MM-DD' in UK time (domain/job-closing.ts). */
  closingDate?: string;
  createdAt: string;
  updatedAt: string;
};

export type Application = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  position: string;
  linkedin?: string;
  comments?: string;
  cvUrl: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
};

/** An application as the staff list and detail show it (admin.md §2 Application management). */
export type ApplicationListItem = Application & {
  /** How many applications with the same e-mail (any case) were made before this one. */
  earlierApplications: number;
  /** Decision 026: its tags, where the answer carries them (the list and the board do). */
  tags?: string[];
};

/** An internal note on an application; the author's name as it was when the note was written. */
export type ApplicationNote = {
  _id: string;
  text: string;
  authorName: string;
  createdAt: string;
};

/** One status change of an application (admin.md §4 lifecycle), by whom and when. */
export type StatusChange = {
  _id: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  changedByName: string;
  changedAt: string;
};

/** Another application by the same person (same e-mail), as the detail lists it. */
export type RelatedApplication = Pick<Application, '_id' | 'position' | 'country' | 'status' | 'createdAt'>;

export type GalleryCategory = {
  _id: string;
  /** The URL-friendly slug; gallery images name their category by it. */
  id: string;
  name: string;
  displayOrder: number;
  isActive: boolean;
};

export type ImageVariant = { url: string; width: number; format: string };

export type GalleryImage = {
  _id: string;
  title: string;
  /** A category slug (GalleryCategory.id). */
  category: string;
  description: string;
  imageDate: string;
  url: string;
  /** Responsive copies made on upload, for srcset. */
  variants: ImageVariant[];
  /** Alternative text for the public gallery; absent when none was given (the title serves). */
  alt?: string;
  createdAt: string;
};

export type CaptionedImage = { url: string; caption?: string };

export type CaseStudySection = {
  /** Made by the dashboard from a timestamp (admin.md §3). */
  id: string;
  title: string;
  content: string;
  type: SectionType;
  listItems: string[];
  images: CaptionedImage[];
  order: number;
};

export type CaseStudy = {
  _id: string;
  name: string;
  description: string;
  content: string;
  /** The URL slug. */
  link: string;
  cardImage: string;
  headerImage?: string;
  sections: CaseStudySection[];
  createdAt: string;
  updatedAt: string;
};

export type ProductCategory = { name: string; color: string };

export type ProductSpecification = { key: string; value: string };

export type Product = {
  _id: string;
  /** The product code, e.g. "ev-1". */
  id: string;
  title: string;
  description: string;
  content: string;
  thumbnail?: string;
  category: ProductCategory;
  features: string[];
  specifications: ProductSpecification[];
  specificationsObject: Record<string, string>;
  applications: string[];
  externalLink?: string;
  createdAt: string;
  updatedAt: string;
};

export type ContactEnquiry = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  /** When staff marked the enquiry handled; absent while it is open. */
  handledAt?: string;
  /** Who marked it handled (their name at the time); absent while it is open. */
  handledByName?: string;
};

/** What the API shows of the signed-in member of staff: never the password hash. */
export type AdminUser = {
  _id: string;
  email: string;
  name: string;
  /** domain/staff.ts: what the account may use. */
  role: StaffRole;
  /** An initial password set by an administrator: every route but changing it answers 403. */
  mustChangePassword: boolean;
  /**
   * Decision 027: the sign-in policy makes this person's role use a second factor and they have
   * none yet: every route but setting one up answers 403. Never for a single sign-on session.
   */
  mustSetUpTwoFactor: boolean;
};

/** A staff account as the Staff screen lists it (admin only). */
export type StaffAccount = Omit<AdminUser, 'mustSetUpTwoFactor'> & {
  isDisabled: boolean;
  createdAt: string;
  /** Decision 027: an authenticator or a passkey is set up. */
  hasTwoFactor: boolean;
};

/** An e-mail in the outbox as the dashboard sees it (domain/outbox.ts): never its body. */
export type OutboxMessage = {
  _id: string;
  kind: OutboxKind;
  toEmail: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt?: string;
  lastError?: string;
  createdAt: string;
  sentAt?: string;
};
