import { JsonLd } from '../json-ld.tsx';
import { Section } from '../services/section.tsx';
import { officeCountries } from '../site-content/company-contact.ts';
import { officeBusinessData } from '../site-content/office-data.ts';
import type { PublicOffice } from '../site-content/shown-site-content.ts';
import { OfficeMap } from './office-map.tsx';

// public-site.md §1, §2 Contact: the offices (stored site content, decision 025; the sample's are
// the United Kingdom, India and Uzbekistan), one map each, and each described to search engines
// as a local business.

export function OfficeMaps({ offices, publicUrl }: { offices: readonly PublicOffice[]; publicUrl: string }) {
  return (
    <>
      {offices.map((office) => (
        <JsonLd key={office.id} data={officeBusinessData(publicUrl, office)} />
      ))}
      <Section
        id="offices"
        heading="Our offices"
        lead={`Visit us in ${officeCountries(offices, 'or')}. Maps load from OpenStreetMap only when you choose to show them.`}
        tone="muted"
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {offices.map((office, index) => (
            <OfficeMap key={office.id} office={office} index={index} />
          ))}
        </div>
      </Section>
    </>
  );
}
