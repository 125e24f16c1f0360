import { Link } from 'react-router';
import type { ServiceArea } from '../../../content/services/overview.ts';
import { MediaImage } from '../media-image.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { ArrowRightIcon, CheckIcon } from './icons.tsx';

// A /services card: the whole card is one link target (the title link's ::after covers it),
// so keyboard and screen-reader users meet one link per service, named by the service.
export function ServiceCard({ area }: { area: ServiceArea }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        <MediaImage
          name={area.image}
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-brand-900">
          <Link
            to={area.href}
            className={`rounded-sm after:absolute after:inset-0 after:content-[''] ${FOCUS_RING}`}
          >
            {area.name}
          </Link>
        </h3>
        <p className="mt-2 leading-relaxed text-slate-600">{area.summary}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-700">
          {area.highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {highlight}
            </li>
          ))}
        </ul>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-500"
        >
          Explore {area.name}
          <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}
