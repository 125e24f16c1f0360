import { Link } from 'react-router';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// public-site.md §2 Under maintenance: shown on /temp and, with status 404, for any unknown path.

export const MAINTENANCE_TITLE = 'Under Maintenance';

export function MaintenanceMessage() {
  return (
    <section className="bg-slate-50 px-4 py-24 sm:px-6 sm:py-32">
      <div className="mx-auto max-w-2xl text-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          className="mx-auto h-16 w-16 text-accent-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M26 4 10 28h12l-2 16 18-26H26l4-14z" />
        </svg>
        <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">This page is under maintenance</h1>
        <p className="mt-4 text-lg text-slate-700">
          We are working on this page at the moment. Please check back soon.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            className={`rounded-md bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}
          >
            Go to the home page
          </Link>
          <Link
            to="/contact"
            className={`rounded-md border border-brand-900 px-5 py-2.5 font-semibold text-brand-900 hover:bg-white ${FOCUS_RING}`}
          >
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
