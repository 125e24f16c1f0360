import { Link } from 'react-router';
import { ApplicationWizard } from '../components/apply/application-wizard.tsx';
import { CONTAINER, FOCUS_VISIBLE } from '../components/services/styles.ts';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/apply';

// public-site.md §2 Application wizard (/apply, titled Join Our Team). A short header rather than a
// full hero, so that "scroll to the top" after each step lands on the form.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData?.publicUrl ?? '', {
    title: 'Join Our Team',
    description:
      'Apply to join our power engineering team in the United Kingdom, India or Uzbekistan: tell us about yourself, choose a position and upload your CV.',
    path: '/apply',
    keywords: ['apply engineering job', 'electrical engineer application', 'send CV'],
  });
}

export default function Apply() {
  return (
    <>
      <section aria-labelledby="apply-heading" className="bg-brand-900 text-white">
        <div className={`${CONTAINER} pt-10 pb-24 sm:pt-14`}>
          <div className="mx-auto max-w-4xl">
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-200">
                {[
                  { label: 'Home', href: '/' },
                  { label: 'Careers', href: '/careers' },
                ].map((crumb) => (
                  <li key={crumb.href} className="flex items-center gap-2">
                    <Link
                      to={crumb.href}
                      className={`rounded-sm underline-offset-4 hover:underline ${FOCUS_VISIBLE} focus-visible:outline-white`}
                    >
                      {crumb.label}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </li>
                ))}
                <li aria-current="page" className="font-medium text-white">
                  Join Our Team
                </li>
              </ol>
            </nav>
            <h1 id="apply-heading" className="mt-6 text-3xl font-bold sm:text-4xl lg:text-5xl">
              Join Our Team
            </h1>
            <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-100 sm:text-lg">
              Tell us about yourself, choose the role you are interested in and upload your CV. It takes about
              five minutes, and our HR team reads every application.
            </p>
          </div>
        </div>
      </section>
      <div className={CONTAINER}>
        <div className="mx-auto -mt-16 max-w-4xl pb-20">
          <ApplicationWizard />
        </div>
      </div>
    </>
  );
}
