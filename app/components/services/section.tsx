import type { ReactNode } from 'react';
import { CONTAINER } from '../ui/layout.ts';

// A titled page section: a landmark region named by its <h2>, on one of three backgrounds.

const TONES = {
  white: 'bg-white text-slate-800',
  muted: 'bg-slate-50 text-slate-800',
  dark: 'bg-brand-900 text-white',
} as const;

export function Section({
  id,
  heading,
  lead,
  tone = 'white',
  children,
}: {
  /** Unique on the page; names the region through its heading. */
  id: string;
  heading: string;
  lead?: ReactNode;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const isDark = tone === 'dark';
  return (
    // scroll-mt: a link to the section (#id) lands below the sticky header.
    <section id={id} aria-labelledby={headingId} className={`${TONES[tone]} scroll-mt-24 py-14 sm:py-20`}>
      <div className={CONTAINER}>
        <h2
          id={headingId}
          className={`max-w-3xl text-2xl font-bold tracking-tight sm:text-3xl ${isDark ? 'text-white' : 'text-brand-900'}`}
        >
          {heading}
        </h2>
        {lead && (
          <p
            className={`mt-4 max-w-3xl text-base leading-relaxed ${isDark ? 'text-slate-200' : 'text-slate-600'}`}
          >
            {lead}
          </p>
        )}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
