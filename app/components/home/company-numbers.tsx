import { Link } from 'react-router';
import { companyNumbers } from '../../../content/home.ts';
import type { Figure } from '../../../domain/site-content.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { StatGrid } from './stat-grid.tsx';

// public-site.md §2 Home 4: the home page's figures (stored site content; the sample's are 50+
// employees, 4 core teams, 20+ years, 100+ partners) and Contact Us.
export function CompanyNumbers({ figures }: { figures: readonly Figure[] }) {
  return (
    <section aria-labelledby="numbers-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="numbers-heading" className="text-3xl font-bold text-brand-900 sm:text-4xl">
            {companyNumbers.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{companyNumbers.intro}</p>
          <Link
            to="/contact"
            className={`mt-8 inline-block rounded-md bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}
          >
            Contact Us
          </Link>
        </div>
        <StatGrid figures={figures} />
      </div>
    </section>
  );
}
