import { ApplicationWizard } from '../components/apply/application-wizard.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CONTAINER } from '../components/ui/layout.ts';
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
            <Breadcrumbs
              crumbs={[
                { label: 'Home', href: '/' },
                { label: 'Careers', href: '/careers' },
              ]}
              current="Join Our Team"
            />
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
