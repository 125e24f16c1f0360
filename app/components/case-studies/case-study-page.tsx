import { Link } from 'react-router';
import { caseStudyCallToAction } from '../../../content/case-studies/shared.ts';
import type { CaseStudy } from '../../../content/case-studies/types.ts';
import { CtaBand } from '../services/cta-band.tsx';
import { ArrowRightIcon } from '../services/icons.tsx';
import { PageHero } from '../services/page-hero.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { CONTAINER } from '../ui/layout.ts';
import { CaseStudyPdfLink } from './case-study-pdf-link.tsx';
import { CaseStudySection } from './case-study-section.tsx';
import { ProjectFacts } from './project-facts.tsx';

// public-site.md §2 "Static case studies": one page layout for the four written case studies.
// Each opens scrolled to the top: the root's <ScrollRestoration> scrolls every new navigation to
// the top (public-site.md §2 "Every route change scrolls the page to the top").

const CRUMBS = [
  { label: 'Home', href: '/' },
  { label: 'Case Studies', href: '/case-studies' },
] as const;

const LINK = `inline-flex items-center gap-2 rounded-sm font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`;

export function CaseStudyPage({ study }: { study: CaseStudy }) {
  return (
    <>
      <PageHero {...study.hero} crumbs={CRUMBS} />
      <ProjectFacts facts={study.facts} />
      <article aria-labelledby="page-heading" className={`${CONTAINER} py-14 sm:py-20`}>
        <div className="mx-auto max-w-4xl space-y-14 sm:space-y-16">
          {study.sections.map((section) => (
            <CaseStudySection key={section.id} section={section} />
          ))}
          <nav
            aria-label="More from us"
            className="flex flex-col gap-4 border-t border-slate-200 pt-8 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
          >
            <Link to="/case-studies" className={LINK}>
              <ArrowRightIcon className="size-4 rotate-180" />
              All case studies
            </Link>
            {/* Decision 028: the page's one-page PDF, for a bid or a colleague. */}
            <CaseStudyPdfLink pagePath={study.seo.path} />
            <Link to={study.relatedService.href} className={LINK}>
              Our {study.relatedService.label} service
              <ArrowRightIcon />
            </Link>
          </nav>
        </div>
      </article>
      <CtaBand cta={caseStudyCallToAction} />
    </>
  );
}
