import { Link } from 'react-router';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useSession } from '../../components/dashboard/session/session-context.tsx';
import { FOCUS_RING } from '../../components/ui/focus-ring.ts';

// admin.md §2 /admin-dashboard (Admin Home): the entry to the site-content area, whose links
// (gallery, case studies, products) the sidebar shows instead of the hiring ones.

const AREAS = [
  { to: '/admin-dashboard/gallery', title: 'Gallery', text: 'Site photos and their categories.' },
  {
    to: '/admin-dashboard/case-studies',
    title: 'Case Studies',
    text: 'Project write-ups and their sections.',
  },
  {
    to: '/admin-dashboard/products',
    title: 'Products',
    text: 'The product catalogue and its specifications.',
  },
] as const;

export function meta() {
  return dashboardMeta('Admin Home');
}

export default function AdminHome() {
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title="Admin Home"
        description={`Signed in as ${user.name || user.email}. Manage the site's content.`}
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {AREAS.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className={`block h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 ${FOCUS_RING}`}
            >
              <span className="text-lg font-semibold text-brand-900">{area.title}</span>
              <span className="mt-1 block text-slate-600">{area.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
