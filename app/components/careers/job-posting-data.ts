import { site } from '../../../content/site.ts';
import type { Country } from '../../../domain/constants.ts';
import type { Job } from '../../../domain/entities.ts';
import { ukDateOn, ukEndOfDay } from '../../../domain/job-closing.ts';
import { jobPagePath, parseCountry, responsibilityLines } from './job-summary.ts';

// Google's JobPosting structured data for a job's page (developers.google.com/search/docs/
// appearance/structured-data/job-posting). It restates what the page shows and nothing more:
// Google asks that the description match the visible text, so it is built from the same fields.

// ISO 3166-1 alpha-2, as addressCountry asks.
const COUNTRY_CODES: Record<Country, string> = { 'United Kingdom': 'GB', India: 'IN', Uzbekistan: 'UZ' };

// admin.md §3: a job's type is free text ("for example a category"). Only words that name an
// employment type outright map to Google's values; a category such as DESIGN AND ENGINEERING says
// nothing about it, and no guess is better than a wrong one.
const EMPLOYMENT_TYPES: readonly (readonly [RegExp, string])[] = [
  [/\bfull[\s-]?time\b/, 'FULL_TIME'],
  [/\bpart[\s-]?time\b/, 'PART_TIME'],
  [/\bcontract(?:or)?s?\b/, 'CONTRACTOR'],
  [/\btemporary\b/, 'TEMPORARY'],
  [/\bintern(?:ship)?s?\b/, 'INTERN'],
];

/** Google's employmentType values named by a job's free-text type, in their listed order. */
export function employmentTypes(type: string): string[] {
  const text = type.toLowerCase();
  return EMPLOYMENT_TYPES.filter(([pattern]) => pattern.test(text)).map(([, value]) => value);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/** Free text as HTML: escaped, its line breaks kept. */
function htmlText(text: string): string {
  return escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');
}

/** The description Google shows: the page's qualifications, experience and responsibilities. */
export function jobPostingDescription(
  job: Pick<Job, 'qualifications' | 'experience' | 'responsibilities'>,
): string {
  const lines = responsibilityLines(job.responsibilities);
  return [
    `<p><strong>Qualifications:</strong> ${htmlText(job.qualifications)}</p>`,
    `<p><strong>Experience:</strong> ${htmlText(job.experience)}</p>`,
    ...(lines.length > 0
      ? [
          '<p><strong>Responsibilities:</strong></p>',
          `<ul>${lines.map(({ line }) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        ]
      : []),
  ].join('');
}

export function jobPostingData(job: Job, publicUrl: string) {
  const types = employmentTypes(job.type);
  const employmentType = types.length > 1 ? types : types[0];
  const country = parseCountry(job.country);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobPostingDescription(job),
    url: `${publicUrl}${jobPagePath(job._id)}`,
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job._id },
    datePosted: ukDateOn(new Date(job.createdAt)),
    // The closing date is the last day applications are taken, to midnight in the UK.
    ...(job.closingDate ? { validThrough: ukEndOfDay(job.closingDate) } : {}),
    // One value as itself, several as a list; none, left out.
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: site.brand,
      sameAs: site.contact.linkedinHref,
      url: `${publicUrl}/`,
      logo: `${publicUrl}/favicon.svg`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.place,
        ...(country ? { addressCountry: COUNTRY_CODES[country] } : {}),
      },
    },
    // Applications go through the site's own wizard, not a form on this page.
    directApply: false,
  };
}
