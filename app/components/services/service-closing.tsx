import { Link } from 'react-router';
import { relatedCaseStudyHeading, whyClientsChooseUs } from '../../../content/services/shared.ts';
import type { CallToAction, RelatedCaseStudy } from '../../../content/services/types.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { CONTAINER } from '../ui/layout.ts';
import { CtaBand } from './cta-band.tsx';
import { ArrowRightIcon } from './icons.tsx';

// public-site.md §2: "The service pages end with shared sections". Every service page closes
// with the same strip of company facts and reasons, any related case studies and the
// page's own call to action.
export function ServiceClosing({
  cta,
  related = [],
}: {
  cta: CallToAction;
  related?: readonly RelatedCaseStudy[];
}) {
  return (
    <>
      <section
        aria-labelledby="why-clients-heading"
        className="border-t border-slate-200 bg-slate-50 py-14 sm:py-20"
      >
        <div className={CONTAINER}>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
            <div>
              <h2
                id="why-clients-heading"
                className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
              >
                {whyClientsChooseUs.heading}
              </h2>
              <p className="mt-4 leading-relaxed text-slate-600">{whyClientsChooseUs.lead}</p>
              <dl className="mt-8 grid grid-cols-2 gap-6">
                {whyClientsChooseUs.facts.map((fact) => (
                  <div key={fact.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-slate-600">{fact.label}</dt>
                    <dd className="text-3xl font-bold text-brand-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <ul className="grid gap-4">
              {whyClientsChooseUs.reasons.map((reason) => (
                <li
                  key={reason.title}
                  className="rounded-xl border-l-4 border-accent-500 bg-white p-6 shadow-sm"
                >
                  <h3 className="text-lg font-semibold text-brand-900">{reason.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{reason.description}</p>
                </li>
              ))}
            </ul>
          </div>
          {related.length > 0 && (
            <aside aria-labelledby="related-case-heading" className="mt-12">
              <h2
                id="related-case-heading"
                className="text-sm font-semibold uppercase tracking-widest text-brand-500"
              >
                {related.length === 1 ? relatedCaseStudyHeading.one : relatedCaseStudyHeading.many}
              </h2>
              <ul className="mt-4 grid gap-6 md:grid-cols-2">
                {related.map((study) => (
                  <li key={study.href} className="flex flex-col rounded-xl bg-white p-6 shadow-sm sm:p-8">
                    <p className="text-xl font-semibold text-brand-900">{study.title}</p>
                    <p className="mt-2 text-slate-600">{study.summary}</p>
                    <Link
                      to={study.href}
                      className={`mt-auto inline-flex items-center gap-2 self-start rounded-sm pt-4 font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`}
                    >
                      Read the case study
                      <span className="sr-only">: {study.title}</span>
                      <ArrowRightIcon />
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      </section>
      <CtaBand cta={cta} />
    </>
  );
}
