import { privacyPolicy } from '../../content/privacy.ts';
import { site } from '../../content/site.ts';
import { PreviewBanner, PreviewLinkInvalid } from '../components/preview/preview-banner.tsx';
import { RichText } from '../components/rich-text.tsx';
import { companyContact } from '../components/site-content/company-contact.ts';
import { siteContentMeta } from '../components/site-content/preview-meta.ts';
import {
  shownSiteContent,
  siteContentPage,
  siteContentPageHeaders,
} from '../components/site-content/shown-site-content.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/privacy-policy';

// public-site.md §2 Privacy policy: the stored policy (decision 025; the sample's 17 sections and
// decision 029's visit counting), numbered, with a contents list made from the section titles;
// "last updated" is when the policy was last published. The questions address is the head office's e-mail.

export async function loader(args: Route.LoaderArgs) {
  return siteContentPage(await shownSiteContent(args), (content) => ({
    privacy: content.privacy,
    updatedAt: content.privacyUpdatedAt,
    email: companyContact(content.offices).email,
  }));
}

export const headers = siteContentPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return siteContentMeta(loaderData, () =>
    pageMeta(publicUrl, {
      title: 'Privacy Policy',
      description: `How ${site.legalName} collects, uses and protects personal data from enquiries and job applications, and your rights under the UK GDPR.`,
      path: '/privacy-policy',
      keywords: ['privacy policy', 'UK GDPR', 'data protection'],
    }),
  );
}

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'preview-invalid') return <PreviewLinkInvalid />;
  const { privacy, updatedAt, email, preview } = loaderData;
  return (
    <>
      {preview && <PreviewBanner expiresAt={preview.expiresAt} />}
      <article className="px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-3xl">
          <header className="border-b border-slate-200 pb-8">
            <h1 className="text-4xl font-bold text-brand-900 sm:text-5xl">{privacyPolicy.heading}</h1>
            <p className="mt-4 text-slate-600">Last updated: {UK_DATE.format(new Date(updatedAt))}</p>
            <p className="mt-6 text-lg leading-relaxed text-slate-700">{privacy.intro}</p>
            {email && (
              <p className="mt-4 text-slate-700">
                Questions about this policy:{' '}
                <a
                  href={`mailto:${email}`}
                  className="font-medium text-brand-500 underline hover:text-brand-700"
                >
                  {email}
                </a>
              </p>
            )}
          </header>

          <nav aria-labelledby="privacy-contents" className="mt-8 rounded-xl bg-slate-50 p-6">
            <h2 id="privacy-contents" className="font-semibold text-brand-900">
              Contents
            </h2>
            <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 text-slate-700 sm:grid-cols-2">
              {privacy.sections.map((section, position) => (
                <li key={section.id}>
                  <a href={`#section-${position + 1}`} className="text-brand-500 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-12 space-y-10">
            {privacy.sections.map((section, position) => (
              <section key={section.id} id={`section-${position + 1}`} className="scroll-mt-28">
                <h2 className="text-2xl font-semibold text-brand-900">
                  {position + 1}. {section.title}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  <RichText document={section.body} />
                </div>
              </section>
            ))}
          </div>
        </div>
      </article>
    </>
  );
}
