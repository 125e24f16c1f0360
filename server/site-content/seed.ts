import { team, teamNumbers } from '../../content/about.ts';
import { companyNumbers, testimonials } from '../../content/home.ts';
import { media } from '../../content/media.ts';
import { type PolicySection, privacyPolicy } from '../../content/privacy.ts';
import { site } from '../../content/site.ts';
import type { Figure, RichTextDocument, SiteContentValues } from '../../domain/site-content.ts';

// Today's copy (content/*.ts) as site content values (decision 025): what a new install stores,
// and what a page shows for a section that has no row yet. Derived, not copied, so the two
// cannot drift while content/ remains the source of the sample content.

/** When the sample privacy policy was last updated (public-site.md §2: 28/02/2025). */
export const SEED_PRIVACY_UPDATED_AT = '2025-02-28T12:00:00.000Z';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

function paragraphs(body: PolicySection['body']): RichTextDocument {
  return {
    type: 'doc',
    content: body.map((block) =>
      typeof block === 'string'
        ? { type: 'paragraph' as const, content: [{ type: 'text' as const, text: block }] }
        : {
            type: 'bulletList' as const,
            content: block.map((item) => ({
              type: 'listItem' as const,
              content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: item }] }],
            })),
          },
    ),
  };
}

function figure(page: Figure['page'], stat: { value: string; label: string }): Figure {
  const [, digits = '0', suffix = ''] = stat.value.match(/^(\d+)(.*)$/) ?? [];
  return { id: `${page}-${slug(stat.label)}`, page, label: stat.label, value: Number(digits), suffix };
}

export const SITE_CONTENT_SEED: SiteContentValues = {
  team: team.members.map((member) => ({
    id: slug(member.name),
    name: member.name,
    role: member.designation,
    biography: member.moreDetails,
    portrait: { url: `/media/${member.image}-1600.webp`, alt: `Portrait of ${member.name}` },
    isShown: true,
  })),
  testimonials: testimonials.items.map((item) => ({
    id: slug(`${item.name} ${item.organisation}`),
    quote: item.message,
    person: '',
    role: item.name,
    company: item.organisation,
    mayName: false,
  })),
  figures: [
    ...companyNumbers.stats.map((stat) => figure('home', stat)),
    ...teamNumbers.stats.map((stat) => figure('about', stat)),
  ],
  offices: site.offices.map((office, index) => ({
    id: slug(office.city),
    name: office.city,
    country: office.country,
    addressLines: [...office.lines],
    postcode: office.lines.join(' ').match(/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b|\b\d{6}\b/)?.[0] ?? '',
    phone: index === 0 ? site.contact.phoneDisplay : '',
    email: index === 0 ? site.contact.email : '',
    openingHours: '',
    latitude: office.coordinates.lat,
    longitude: office.coordinates.lon,
    enquiryMailbox: '',
    applicationMailbox: '',
  })),
  banner: {
    text: 'Our offices close for the holidays from 24 December to 2 January; enquiries sent meanwhile are answered from 3 January.',
    linkLabel: 'Contact us',
    linkUrl: '/contact',
    tone: 'info',
  },
  privacy: {
    intro: privacyPolicy.intro,
    sections: privacyPolicy.sections.map((section) => ({
      id: slug(section.title),
      title: section.title,
      body: paragraphs(section.body),
    })),
  },
};

/** The sample banner is stored unpublished: a new install shows none. */
export const SEED_BANNER_IS_PUBLISHED = false;

// The seed's portraits are the site's own images; their size is known (content/media.ts).
export const SEED_PORTRAIT_SIZE = { width: media['team-ceo'].width, height: media['team-ceo'].height };
