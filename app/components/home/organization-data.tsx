import { site } from '../../../content/site.ts';
import { useNonce } from '../../nonce.ts';

// public-site.md §2 Home: the home page sets organisation structured data (schema.org JSON-LD).
// The script carries the response's CSP nonce; "<" is escaped so the text cannot close the tag.

export function organizationData(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    legalName: site.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    description: site.description,
    foundingDate: String(site.foundedYear),
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.lines.slice(0, -1).join(', '),
      addressLocality: office.city,
      addressCountry: office.country,
    })),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: site.contact.phoneHref.replace(/^tel:/, ''),
        email: site.contact.email,
        availableLanguage: ['en-GB'],
      },
    ],
    sameAs: [site.contact.linkedinHref],
  };
}

export function OrganizationData({ publicUrl }: { publicUrl: string }) {
  const nonce = useNonce();
  const json = JSON.stringify(organizationData(publicUrl)).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values from the DOM, so the client's '' never matches the server's.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own constants, with "<" escaped.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
