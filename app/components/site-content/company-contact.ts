import { phoneHref } from '../../../domain/site-content.ts';
import type { PublicOffice } from './shown-site-content.ts';

// The company's phone and e-mail are the head office's, the first of the stored offices (decision
// 025): the footer, the contact page and the structured data all print them from here. An empty
// field is printed nowhere.

export type CompanyContact = {
  /** As printed ("+44 (0)1206 000 000"); '' when the head office has none. */
  phone: string;
  /** tel: link of `phone`; '' with it. */
  phoneHref: string;
  /** '' when the head office has none. */
  email: string;
};

export function companyContact(offices: readonly PublicOffice[]): CompanyContact {
  const head = offices[0];
  const phone = head?.phone ?? '';
  return { phone, phoneHref: phone === '' ? '' : phoneHref(phone), email: head?.email ?? '' };
}

/** The countries of the offices as a phrase: "the United Kingdom, India and Uzbekistan". */
export function officeCountries(offices: readonly PublicOffice[], conjunction: 'and' | 'or'): string {
  const names = [...new Set(offices.map((office) => office.country))].map((country) =>
    /^(United |Netherlands|Philippines|Czech Republic)/.test(country) ? `the ${country}` : country,
  );
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}
