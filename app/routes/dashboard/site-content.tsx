import { Link } from 'react-router';
import { SITE_CONTENT_KEYS, SITE_CONTENT_LABELS, type SiteContentKey } from '../../../domain/site-content.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { StateBadge } from '../../components/dashboard/publishing/state-badge.tsx';
import { formatUkDateTime } from '../../components/dashboard/publishing/uk-time.ts';
import { sectionSummary } from '../../components/dashboard/site-content/section-summary.ts';
import {
  type StaffSection,
  staffSectionListAnswer,
} from '../../components/dashboard/site-content/site-content-api.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { FOCUS_RING } from '../../components/ui/focus-ring.ts';
import { Banner, Spinner } from '../../components/ui/status.tsx';

// Decision 025: the "Site content" overview. The six sections the marketing team edits, each with
// its state (decision 024's badge), what it holds, when it last changed, and the way to its
// editor. For the editor and administrator roles (the sidebar's "content" area).

export function meta() {
  return dashboardMeta('Site content');
}

const PURPOSE: Readonly<Record<SiteContentKey, string>> = {
  team: 'The people on the About page.',
  testimonials: 'What clients say, on the home page.',
  figures: 'The counters on the Home and About pages.',
  offices: 'Addresses, phone numbers and mailboxes: the Contact page, the footer, search engines.',
  banner: 'A notice across the top of every page, shown when you choose.',
  privacy: 'The privacy policy page.',
};

export default function SiteContentOverview() {
  const list = useApiQuery(
    '/site-content?view=draft',
    staffSectionListAnswer,
    'Failed to load the site content',
  );
  const byKey = new Map<SiteContentKey, StaffSection>(
    (list.data?.data.sections ?? []).map((section) => [section.key, section]),
  );
  return (
    <>
      <PageHeader
        title="Site content"
        description="The parts of the public site that change during the year. Each is edited, previewed and published on its own."
      />
      {list.error && (
        <div className="mb-5">
          <Banner tone="error">{list.error}</Banner>
        </div>
      )}
      {list.isLoading && !list.data && <Spinner label="Loading the site content…" />}
      {list.data && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {SITE_CONTENT_KEYS.map((key) => {
            const section = byKey.get(key);
            const headingId = `site-content-${key}-title`;
            return (
              <li key={key}>
                <section
                  aria-labelledby={headingId}
                  className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
                >
                  <h2 id={headingId} className="text-lg font-semibold text-brand-900">
                    {SITE_CONTENT_LABELS[key]}
                  </h2>
                  {section && <StateBadge record={section} className="mt-2" />}
                  <p className="mt-2 text-slate-600">{PURPOSE[key]}</p>
                  {section && (
                    <p className="mt-3 text-sm font-medium text-slate-800">
                      {sectionSummary(key, section.value)}
                    </p>
                  )}
                  <p className="mt-1 text-sm text-slate-600">
                    {section?.updatedAt
                      ? `Last changed ${formatUkDateTime(section.updatedAt)}`
                      : 'Not changed yet'}
                  </p>
                  <div className="mt-auto pt-5">
                    <Link
                      to={`/dashboard/site-content/${key}`}
                      className={`inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 ${FOCUS_RING}`}
                    >
                      Edit<span className="sr-only"> {SITE_CONTENT_LABELS[key].toLowerCase()}</span>
                    </Link>
                  </div>
                </section>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
