import { site } from '../../../content/site.ts';
import { Section } from '../services/section.tsx';
import { OfficeMap } from './office-map.tsx';

// public-site.md §1, §2 Contact: the three offices (United Kingdom, India, Uzbekistan), one map each.

export function OfficeMaps() {
  return (
    <Section
      id="offices"
      heading="Our offices"
      lead="Visit us in the United Kingdom, India or Uzbekistan. Maps load from OpenStreetMap only when you choose to show them."
      tone="muted"
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {site.offices.map((office, index) => (
          <OfficeMap key={office.country} office={office} index={index} />
        ))}
      </div>
    </Section>
  );
}
