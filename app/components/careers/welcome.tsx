import { CardGrid } from '../services/card-grid.tsx';
import { CONTAINER } from '../ui/layout.ts';
import { welcome } from './careers-content.ts';

// public-site.md §2 Careers: the welcome section, why engineers join us.
export function Welcome() {
  return (
    <section aria-labelledby="welcome-heading" className="bg-white py-14 sm:py-20">
      <div className={CONTAINER}>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <h2
            id="welcome-heading"
            className="text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl"
          >
            {welcome.heading}
          </h2>
          <div className="space-y-4 text-base leading-relaxed text-slate-700">
            {welcome.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="mt-12">
          <CardGrid cards={welcome.cards} columns={2} />
        </div>
      </div>
    </section>
  );
}
