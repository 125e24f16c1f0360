import { site } from '../../content/site.ts';
import { ContactDetails } from '../components/contact/contact-details.tsx';
import { ContactFormCard } from '../components/contact/contact-form.tsx';
import { OfficeMaps } from '../components/contact/office-maps.tsx';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import { PageHero } from '../components/services/page-hero.tsx';
import { companyContact, officeCountries } from '../components/site-content/company-contact.ts';
import { siteContentMeta } from '../components/site-content/preview-meta.ts';
import {
  publicOffices,
  shownSiteContent,
  siteContentPage,
  siteContentPageHeaders,
} from '../components/site-content/shown-site-content.ts';
import { CONTAINER } from '../components/ui/layout.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/contact';

// public-site.md §2 Contact: hero, the enquiry form (with the company's direct contacts beside
// it) and one map per office. The offices, and the head office's phone and e-mail, are the
// published site content (decision 025), or its working copy through a site-content ?preview=
// link. The form posts to the API from the browser.

export async function loader(args: Route.LoaderArgs) {
  return siteContentPage(await shownSiteContent(args), (content) => ({
    offices: publicOffices(content.offices),
  }));
}

export const headers = siteContentPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const offices = loaderData?.status === 'shown' ? loaderData.offices : [];
  return siteContentMeta(loaderData, () =>
    pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
      title: 'Contact',
      description: `Contact ${site.brand}: send an enquiry about substation, cable, earthing, protection or power system design, or call our offices in ${officeCountries(offices, 'and')}.`,
      path: '/contact',
      keywords: [
        'contact power engineering consultancy',
        'engineering enquiry',
        'Colchester engineering office',
      ],
    }),
  );
}

export default function Contact({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.status === 'preview-invalid') return <PreviewLinkInvalid />;
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  const { offices, preview } = loaderData;
  return (
    <>
      {preview && <PreviewBanner expiresAt={preview.expiresAt} />}
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
            <ContactDetails contact={companyContact(offices)} />
          </div>
        </div>
      </div>
      <OfficeMaps offices={offices} publicUrl={publicUrl} />
    </>
  );
}
