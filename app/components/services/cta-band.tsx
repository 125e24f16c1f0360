import { Link } from 'react-router';
import type { CallToAction } from '../../../content/services/types.ts';
import { buttonClass } from '../ui/buttons.ts';
import { CONTAINER } from '../ui/layout.ts';
import { ArrowRightIcon } from './icons.tsx';

// The closing call to action: a navy band with one amber button (Get in touch, Request a
// Consultation, Request a Study, Request a Survey ...).
export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-900 py-14 text-white sm:py-16">
      <div
        className={`${CONTAINER} flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between`}
      >
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            {cta.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-200">{cta.text}</p>
        </div>
        <Link to={cta.href} className={`${buttonClass('accent')} shrink-0`}>
          {cta.label}
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
