import { Link } from 'react-router';
import { FOCUS_RING } from '../../ui/focus-ring.ts';

// The parts of the site's content as cards: the Admin Home's entries (admin.md §2's three, then
// site content and the media library of decision 025 and the capability statements of decision
// 028, which live under /dashboard only), and the overview of an editor, whose role is the
// content alone.

const AREAS = [
  { path: 'gallery', title: 'Gallery', text: 'Site photos and their categories.' },
  { path: 'case-studies', title: 'Case Studies', text: 'Project write-ups and their sections.' },
  { path: 'products', title: 'Products', text: 'The product catalogue and its specifications.' },
  {
    path: 'site-content',
    title: 'Site content',
    text: 'Team, testimonials, figures, offices, banner and privacy policy.',
    isDashboardOnly: true,
  },
  {
    path: 'media',
    title: 'Media Library',
    text: 'Every picture, its alt text and where it is used.',
    isDashboardOnly: true,
  },
  {
    path: 'capability-statements',
    title: 'Capability statements',
    text: 'Branded PDFs for tenders, made from the site’s own content.',
    isDashboardOnly: true,
  },
] as const;

export function ContentAreas({ base }: { base: '/dashboard' | '/admin-dashboard' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {AREAS.map((area) => (
        <li key={area.path}>
          <Link
            to={`${'isDashboardOnly' in area ? '/dashboard' : base}/${area.path}`}
            className={`block h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 ${FOCUS_RING}`}
          >
            <span className="text-lg font-semibold text-brand-900">{area.title}</span>
            <span className="mt-1 block text-slate-600">{area.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
