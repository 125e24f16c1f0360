import { site } from '../../content/site.ts';
import { ContactDetails } from '../components/contact/contact-details.tsx';
import { ContactFormCard } from '../components/contact/contact-form.tsx';
import { OfficeMaps } from '../components/contact/office-maps.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { CONTAINER } from '../components/ui/layout.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/contact';

// public-site.md §2 Contact: hero, the enquiry form (with the company's direct contacts beside
// it) and one map per office. The form posts to the API from the browser; nothing is loaded here.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
    title: 'Contact',
    description: `Contact ${site.brand}: send an enquiry about substation, cable, earthing, protection or power system design, or call our offices in the United Kingdom, India and Uzbekistan.`,
    path: '/contact',
    keywords: [
      'contact power engineering consultancy',
      'engineering enquiry',
      'Colchester engineering office',
    ],
  });
}

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        heading="Contact Us"
        lead="Have a project, a grid connection or a study in mind? Send us an enquiry and our engineers will get back to you."
        image="contact"
        crumbs={[{ label: 'Home', href: '/' }]}
      />
      <div className="bg-white py-14 sm:py-20">
        <div className={`${CONTAINER} grid gap-8 lg:grid-cols-5 lg:items-start`}>
          <div className="min-w-0 lg:col-span-3">
            <ContactFormCard />
          </div>
          <div className="min-w-0 lg:col-span-2">
            <ContactDetails />
          </div>
        </div>
      </div>
      <OfficeMaps />
    </>
  );
}
