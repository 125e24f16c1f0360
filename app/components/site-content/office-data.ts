import { site } from '../../../content/site.ts';
import { phoneHref } from '../../../domain/site-content.ts';
import type { PublicOffice } from './shown-site-content.ts';

// schema.org structured data of the stored offices (decision 025): the postal address the home
// page's Organization lists, and the ProfessionalService (a LocalBusiness) the contact page
// describes each office as.

/** An office's postal address; the last printed line is the country's, as the sample's are. */
export function postalAddress(office: PublicOffice) {
  const lines = office.addressLines.length > 1 ? office.addressLines.slice(0, -1) : office.addressLines;
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.join(', '),
    addressLocality: office.name,
    ...(office.postcode ? { postalCode: office.postcode } : {}),
    addressCountry: office.country,
  };
}

/** The international number of a phone as shown ("+44 (0)1206 000 000" → "+441206000000"). */
export function telephone(phone: string): string {
  return phoneHref(phone).replace(/^tel:/, '');
}

export function officeBusinessData(publicUrl: string, office: PublicOffice) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${publicUrl}/contact#office-${office.id}`,
    name: `${site.brand}, ${office.name}`,
    url: `${publicUrl}/contact`,
    parentOrganization: { '@type': 'Organization', name: site.brand, url: `${publicUrl}/` },
    address: postalAddress(office),
    ...(office.phone ? { telephone: telephone(office.phone) } : {}),
    ...(office.email ? { email: office.email } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
    ...(office.openingHours ? { openingHours: office.openingHours } : {}),
  };
}
