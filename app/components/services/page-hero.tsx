import type { ReactNode } from 'react';
import type { MediaName } from '../../../content/media.ts';
import { Breadcrumbs, type Crumb } from '../breadcrumbs.tsx';
import { useFocalStyle } from '../focal-point.tsx';
import { MediaImage } from '../media-image.tsx';
import { CONTAINER } from '../ui/layout.ts';

// The banner at the top of every service and case-study page: the page's one <h1>, a lead
// paragraph and optional actions over a darkened photograph, with a breadcrumb trail above. The
// photograph is one of the site's generated images, or a stored URL (an administrator's upload),
// placed on its focal point (focal-point.tsx).

/** A stored picture: its URL and, where its smaller copies are known, a srcset. */
export type StoredImage = { src: string; srcSet?: string };

export type { Crumb };

const BACKDROP = 'absolute inset-0 -z-10 h-full w-full object-cover';

export function PageHero({
  eyebrow,
  heading,
  lead,
  image,
  crumbs,
  children,
}: {
  eyebrow: string;
  heading: string;
  lead: string;
  /** Without one, the brand colour alone. */
  image?: MediaName | StoredImage;
  /** Ancestors of this page, home first; the current page is added last. */
  crumbs: readonly Crumb[];
  /** Actions (links, PDF buttons) shown under the lead. */
  children?: ReactNode;
}) {
  const focalStyle = useFocalStyle();
  return (
    <section
      aria-labelledby="page-heading"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {typeof image === 'string' && <MediaImage name={image} isPriority sizes="100vw" className={BACKDROP} />}
      {typeof image === 'object' && (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes="100vw"
          alt=""
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className={BACKDROP}
          style={focalStyle(image.src)}
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-900/85 lg:bg-transparent lg:bg-linear-to-r lg:from-brand-900 lg:via-brand-900/90 lg:to-brand-900/50"
      />
      <div className={`${CONTAINER} py-14 sm:py-20 lg:py-24`}>
        <Breadcrumbs crumbs={crumbs} current={heading} />
        <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-accent-500">{eyebrow}</p>
        <h1
          id="page-heading"
          className="mt-3 max-w-4xl text-3xl font-bold leading-tight text-balance break-words sm:text-4xl lg:text-5xl"
        >
          {heading}
        </h1>
        <p className="mt-5 max-w-3xl text-base leading-relaxed text-slate-100 sm:text-lg">{lead}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
