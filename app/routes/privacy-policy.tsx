import { privacyPolicy } from '../../content/privacy.ts';
import { site } from '../../content/site.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/privacy-policy';

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return pageMeta(publicUrl, {
    title: 'Privacy Policy',
    description: `How ${site.legalName} collects, uses and protects personal data from enquiries and job applications, and your rights under the UK GDPR.`,
    path: '/privacy-policy',
    keywords: ['privacy policy', 'UK GDPR', 'data protection'],
  });
}

// public-site.md §2 Privacy policy: 17 numbered sections, last updated 28/02/2025.
export default function PrivacyPolicy() {
  const email = site.contact.email;
  return (
    <article className="px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-3xl">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-4xl font-bold text-brand-900 sm:text-5xl">{privacyPolicy.heading}</h1>
          <p className="mt-4 text-slate-600">Last updated: {privacyPolicy.lastUpdated}</p>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{privacyPolicy.intro}</p>
          <p className="mt-4 text-slate-700">
            Questions about this policy:{' '}
            <a href={`mailto:${email}`} className="font-medium text-brand-500 underline hover:text-brand-700">
              {email}
            </a>
          </p>
        </header>

        <nav aria-labelledby="privacy-contents" className="mt-8 rounded-xl bg-slate-50 p-6">
          <h2 id="privacy-contents" className="font-semibold text-brand-900">
            Contents
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 text-slate-700 sm:grid-cols-2">
            {privacyPolicy.sections.map((section, position) => (
              <li key={section.title}>
                <a href={`#section-${position + 1}`} className="text-brand-500 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-12 space-y-10">
          {privacyPolicy.sections.map((section, position) => (
            <section key={section.title} id={`section-${position + 1}`} className="scroll-mt-28">
              <h2 className="text-2xl font-semibold text-brand-900">
                {position + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.body.map((block) =>
                  typeof block === 'string' ? (
                    <p key={block.slice(0, 40)}>{block}</p>
                  ) : (
                    <ul key={block[0]} className="list-disc space-y-2 pl-6">
                      {block.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
