import { site } from '../../../content/site.ts';
import { useNonce } from '../../nonce.ts';
import { companyContact } from '../site-content/company-contact.ts';
import { postalAddress, telephone } from '../site-content/office-data.ts';
import type { PublicOffice } from '../site-content/shown-site-content.ts';

// public-site.md §2 Home: the home page sets organisation structured data (schema.org JSON-LD):
// the stored offices' addresses and the head office's phone and e-mail (decision 025).
// The script carries the response's CSP nonce; "<" is escaped so the text cannot close the tag.

export function organizationData(publicUrl: string, offices: readonly PublicOffice[]) {
  const contact = companyContact(offices);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    legalName: site.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    description: site.description,
    foundingDate: String(site.foundedYear),
    address: offices.map(postalAddress),
    ...(contact.phone || contact.email
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              ...(contact.phone ? { telephone: telephone(contact.phone) } : {}),
              ...(contact.email ? { email: contact.email } : {}),
              availableLanguage: ['en-GB'],
            },
          ],
        }
      : {}),
    sameAs: [site.contact.linkedinHref],
  };
}

export function OrganizationData({
  publicUrl,
  offices,
}: {
  publicUrl: string;
  offices: readonly PublicOffice[];
}) {
  const nonce = useNonce();
  const json = JSON.stringify(organizationData(publicUrl, offices)).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values from the DOM, so the client's '' never matches the server's.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own content, with "<" escaped.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
