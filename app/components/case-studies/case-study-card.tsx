import { Link } from 'react-router';
import type { CaseStudy } from '../../../domain/entities.ts';
import { useFocalStyle } from '../focal-point.tsx';
import { ArrowRightIcon } from '../services/icons.tsx';
import { storedImageSrcSet } from '../stored-image.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { caseStudyHref } from './case-study-links.ts';

// public-site.md §2 Case studies list: one card per case study with its card image, name,
// description and link. The whole card is one link target (the link's ::after covers it), named
// 'Read case study: {name}' so a screen-reader user's list of links says where each one goes.

export type CaseStudyCardData = Pick<CaseStudy, '_id' | 'name' | 'description' | 'cardImage' | 'link'>;

export function CaseStudyCard({ caseStudy }: { caseStudy: CaseStudyCardData }) {
  const focalStyle = useFocalStyle();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md motion-reduce:transition-none">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        {caseStudy.cardImage && (
          <img
            src={caseStudy.cardImage}
            srcSet={storedImageSrcSet(caseStudy.cardImage)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            width={1600}
            height={900}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            style={focalStyle(caseStudy.cardImage)}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold leading-snug text-brand-900">{caseStudy.name}</h3>
        <p className="mt-3 line-clamp-4 leading-relaxed text-slate-600">{caseStudy.description}</p>
        <Link
          to={caseStudyHref(caseStudy.link)}
          aria-label={`Read case study: ${caseStudy.name}`}
          className={`mt-auto inline-flex items-center gap-2 self-start rounded-sm pt-6 text-sm font-semibold text-brand-500 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline ${FOCUS_RING}`}
        >
          Read case study
          <ArrowRightIcon />
        </Link>
      </div>
    </article>
  );
}
