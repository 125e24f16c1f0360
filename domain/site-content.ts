import { z } from 'zod';
import { boundedText, EMAIL_PATTERN, requiredText, TEXT_MAX, within } from './form-fields.ts';
import { publishingFields } from './publishing.ts';
import { isWebAddress } from './web-address.ts';

// Site content (decision 025): the copy of the site that changes within a year, one section per
// key, each a whole value checked by the schema below. Shared by the API (PUT bodies, answers),
// the dashboard's "Site content" editors and the public pages. The sample content seeds each
// section from content/*.ts (server/site-content/seed.ts).

export const SITE_CONTENT_KEYS = ['team', 'testimonials', 'figures', 'offices', 'banner', 'privacy'] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

export const SITE_CONTENT_LABELS: Record<SiteContentKey, string> = {
  team: 'Leadership team',
  testimonials: 'Testimonials',
  figures: 'Figures',
  offices: 'Offices and contact details',
  banner: 'Announcement banner',
  privacy: 'Privacy policy',
};

/** The public page that shows each section, where its preview opens (decision 024). */
export const SITE_CONTENT_PAGES: Record<SiteContentKey, string> = {
  team: '/about',
  testimonials: '/',
  figures: '/',
  offices: '/contact',
  banner: '/',
  privacy: '/privacy-policy',
};

export function isSiteContentKey(value: string): value is SiteContentKey {
  return (SITE_CONTENT_KEYS as readonly string[]).includes(value);
}

/** A list item's own key, made by the dashboard when the item is added: stable across edits. */
const itemId = z
  .string({ error: 'Each item needs an id' })
  .regex(/^[a-z0-9-]{1,40}$/, { error: 'An item id is 1 to 40 lower-case letters, digits or hyphens' });

// A picture the site stores: an upload's largest copy (server/uploads/images.ts) or one of the
// site's own generated images (public/media). Anything else (another site, data:, javascript:) is
// refused, so a page never loads a picture from elsewhere.
export const STORED_IMAGE_URL =
  /^\/(uploads\/image\/[a-f0-9]{32}-\d{2,4}|media\/[a-z0-9-]+-(480|960|1600))\.webp$/;

export const SITE_CONTENT_MESSAGES = {
  keyUnknown: 'Unknown site content section',
  imageInvalid: 'Choose an image from the media library',
  linkInvalid: 'Enter a full web address (https://…), a page of this site (/…) or an e-mail link (mailto:…)',
  emailInvalid: 'Enter a valid e-mail address',
  onlyBannerUnpublishes: 'Only the announcement banner can be unpublished',
  richTextInvalid: 'The text holds something the editor does not allow',
  valueTooLong: 'This section is too long to save: shorten it or split it up',
} as const;

/** ours: a section's value as JSON text, at most this long (today's privacy policy is 15,000). */
export const SITE_CONTENT_VALUE_MAX_CHARS = 100_000;
const m = SITE_CONTENT_MESSAGES;

/** Text that may be empty (or left out), with a message when it is not text at all. */
const textOrBlank = (label: string, max: number) =>
  z.preprocess((value) => value ?? '', boundedText(within(max, label), `${label} must be text`));

const flag = (message: string) => z.boolean({ error: message });

/** An item of a list, or the message when it is not an object at all. */
const item = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? 'Each item must be an object' : undefined),
  });
/** A section's value that is not an object at all. */
const wholeObject = {
  error: (issue: { code: string }) =>
    issue.code === 'invalid_type' ? 'Send the section as an object' : undefined,
};
const listOf = <T extends z.ZodType>(schema: T) => z.array(schema, { error: 'This section is a list' });

const optionalEmail = (label: string) =>
  boundedText(within(TEXT_MAX.email, label), `${label} must be text`).refine(
    (value) => value === '' || EMAIL_PATTERN.test(value),
    {
      error: m.emailInvalid,
    },
  );

/** A link staff type: absolute http(s), a path of this site, or mailto:. */
export function isSiteLink(value: string): boolean {
  if (isWebAddress(value)) return true;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  return /^mailto:[^\s\\<>"]+@[^\s\\<>"]+$/i.test(value);
}
const siteLink = z.string().trim().max(TEXT_MAX.url).refine(isSiteLink, { error: m.linkInvalid });

// ---- Leadership team (about page) ----

export const teamMemberSchema = item({
  id: itemId,
  name: requiredText('Name is required', within(100, 'Name')),
  role: requiredText('Role is required', within(120, 'Role')),
  biography: requiredText('Biography is required', within(600, 'Biography')),
  portrait: z.strictObject(
    {
      url: z.string({ error: m.imageInvalid }).regex(STORED_IMAGE_URL, { error: m.imageInvalid }),
      alt: requiredText('Describe the portrait for people who cannot see it', within(200, 'Alt text')),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? m.imageInvalid : undefined) },
  ),
  isShown: flag('Choose whether the person is shown'),
});
export const teamSchema = listOf(teamMemberSchema).max(24, { error: 'At most 24 people' });

// ---- Testimonials (home block 7) ----

export const testimonialSchema = item({
  id: itemId,
  quote: requiredText('Quote is required', within(600, 'Quote')),
  /** Shown only when `mayName`: the client agreed to be named. */
  person: textOrBlank('Person', 100),
  role: requiredText('Role is required', within(120, 'Role')),
  company: requiredText('Company is required', within(120, 'Company')),
  mayName: flag('Choose whether the client may be named'),
});
export const testimonialsSchema = listOf(testimonialSchema).max(24, { error: 'At most 24 testimonials' });

/** Who a testimonial is shown as: the person's name when they agreed, else their role. */
export function testimonialAttribution(item: Testimonial): { name: string; organisation: string } {
  return item.mayName && item.person !== ''
    ? { name: item.person, organisation: `${item.role}, ${item.company}` }
    : { name: item.role, organisation: item.company };
}

// ---- Figures (home "company in numbers", about "team in numbers") ----

export const FIGURE_PAGES = ['home', 'about'] as const;
export const figureSchema = item({
  id: itemId,
  page: z.enum(FIGURE_PAGES, { error: 'Choose the page the figure is on' }),
  label: requiredText('Label is required', within(60, 'Label')),
  value: z
    .number({ error: 'Value must be a whole number' })
    .int({ error: 'Value must be a whole number' })
    .min(0, { error: 'Value cannot be negative' })
    .max(1_000_000_000, { error: 'Value is too large' }),
  suffix: textOrBlank('Suffix', 4),
});
export const figuresSchema = listOf(figureSchema).max(16, { error: 'At most 16 figures' });

export function figuresOn(figures: readonly Figure[], page: (typeof FIGURE_PAGES)[number]): Figure[] {
  return figures.filter((figure) => figure.page === page);
}

// ---- Offices and contact details ----
// The first office is the head office: its phone and e-mail are the company's (footer, contact
// page, JSON-LD). Mailboxes: enquiries go to the head office's `enquiryMailbox`, applications to
// the `applicationMailbox` of the office in the job's country, else the head office's; where none
// is set, CONTACT_TO_EMAIL and HR_TO_EMAIL stay the default.

export const officeSchema = item({
  id: itemId,
  /** The town or city the office is known by ("Colchester"). */
  name: requiredText('Office name is required', within(80, 'Office name')),
  /** The country as jobs and applications name it ("United Kingdom"). */
  country: requiredText('Country is required', within(80, 'Country')),
  /** The postal address as printed, postcode and country included. */
  addressLines: z
    .array(requiredText('Address lines cannot be blank', within(120, 'Address line')), {
      error: 'Address is required',
    })
    .min(1, { error: 'Address is required' })
    .max(6, { error: 'At most 6 address lines' }),
  postcode: textOrBlank('Postcode', 16),
  phone: textOrBlank('Phone', 40).refine((value) => value === '' || /^\+?[0-9 ()-]{6,40}$/.test(value), {
    error: 'Enter a phone number of digits, spaces and + ( ) -',
  }),
  email: optionalEmail('E-mail'),
  openingHours: textOrBlank('Opening hours', 120),
  latitude: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, { error: 'Latitude is between -90 and 90' })
    .max(90, { error: 'Latitude is between -90 and 90' }),
  longitude: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, { error: 'Longitude is between -180 and 180' })
    .max(180, { error: 'Longitude is between -180 and 180' }),
  enquiryMailbox: optionalEmail('Enquiries mailbox'),
  applicationMailbox: optionalEmail('Applications mailbox'),
});
export const officesSchema = listOf(officeSchema)
  .min(1, { error: 'Keep at least one office' })
  .max(12, { error: 'At most 12 offices' });

/** The tel: link of a phone number as shown ("+44 (0)1206 000 000" → "tel:+441206000000"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/, '').replace(/[^+0-9]/g, '')}`;
}

// ---- Announcement banner ----
// Shown while the section is published; its from/until are the publishing schedule (decision
// 024), so the scheduler changes it on time on every instance and the render cache follows.

export const BANNER_TONES = ['info', 'success', 'warning'] as const;
export const bannerSchema = z.strictObject(
  {
    text: requiredText('Banner text is required', within(200, 'Banner text')),
    linkLabel: textOrBlank('Link text', 40),
    linkUrl: z.union([z.literal(''), siteLink], { error: m.linkInvalid }),
    tone: z.enum(BANNER_TONES, { error: 'Choose a style' }),
  },
  wholeObject,
);

// ---- Privacy policy: rich text as the editor's (Tiptap, ProseMirror) JSON document ----
// Only these nodes and marks exist; anything else is refused on input, and the page renders the
// document with its own walker (never as HTML), so nothing pasted can run as script.

const textNode = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1).max(TEXT_MAX.document),
  marks: z
    .array(
      z.union([
        z.strictObject({ type: z.enum(['bold', 'italic']) }),
        z.strictObject({
          type: z.literal('link'),
          attrs: z.looseObject({ href: siteLink }),
        }),
      ]),
    )
    .max(3)
    .optional(),
});
const hardBreak = z.strictObject({ type: z.literal('hardBreak') });
const inline = z.array(z.union([textNode, hardBreak])).max(500);
const paragraph = z.strictObject({ type: z.literal('paragraph'), content: inline.optional() });
const heading = z.strictObject({
  type: z.literal('heading'),
  attrs: z.looseObject({ level: z.literal(3) }),
  content: inline.optional(),
});
type ListNode = { type: 'bulletList' | 'orderedList'; attrs?: object; content: ListItemNode[] };
type ListItemNode = { type: 'listItem'; content: Array<z.infer<typeof paragraph> | ListNode> };
const list: z.ZodType<ListNode> = z.lazy(() =>
  z.strictObject({
    type: z.enum(['bulletList', 'orderedList']),
    attrs: z.looseObject({}).optional(),
    content: z.array(listItem).min(1).max(100),
  }),
);
const listItem: z.ZodType<ListItemNode> = z.lazy(() =>
  z.strictObject({
    type: z.literal('listItem'),
    content: z
      .array(z.union([paragraph, list]))
      .min(1)
      .max(20),
  }),
);
export const richTextSchema = z.strictObject({
  type: z.literal('doc'),
  content: z.array(z.union([paragraph, heading, list])).max(200),
});

export const privacySchema = z.strictObject(
  {
    intro: requiredText('Introduction is required', within(1000, 'Introduction')),
    sections: listOf(
      item({
        id: itemId,
        title: requiredText('Section title is required', within(120, 'Section title')),
        body: richTextSchema,
      }),
    )
      .min(1, { error: 'Keep at least one section' })
      .max(40, { error: 'At most 40 sections' }),
  },
  wholeObject,
);

// ---- The sections together ----

export const SITE_CONTENT_SCHEMAS = {
  team: teamSchema,
  testimonials: testimonialsSchema,
  figures: figuresSchema,
  offices: officesSchema,
  banner: bannerSchema,
  privacy: privacySchema,
} as const satisfies Record<SiteContentKey, z.ZodType>;

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Figure = z.infer<typeof figureSchema>;
export type Office = z.infer<typeof officeSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type RichTextDocument = z.infer<typeof richTextSchema>;
export type PrivacyPolicy = z.infer<typeof privacySchema>;

export type SiteContentValues = {
  team: TeamMember[];
  testimonials: Testimonial[];
  figures: Figure[];
  offices: Office[];
  banner: Banner;
  privacy: PrivacyPolicy;
};

/**
 * What the public pages and `GET /api/site-content` answer: the published values. `banner` is null
 * while the banner is not published; `bannerVersion` keys a visitor's dismissal, so a new banner
 * shows again; `privacyUpdatedAt` is when the policy was last published (UTC ISO).
 */
export type PublishedSiteContent = Omit<SiteContentValues, 'banner'> & {
  banner: Banner | null;
  bannerVersion: string | null;
  privacyUpdatedAt: string;
};

/**
 * PUT /api/site-content/{key}: the section's whole value, checked by SITE_CONTENT_SCHEMAS[key]
 * once the key is known, and decision 024's publishing fields (status defaults to published).
 */
export const siteContentWriteSchema = z.object({
  value: z
    .unknown()
    .meta({ description: "The section's whole value, as GET answers it (SITE_CONTENT_SCHEMAS)" }),
  ...publishingFields,
});
