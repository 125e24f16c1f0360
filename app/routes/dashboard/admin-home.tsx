import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { ContentAreas } from '../../components/dashboard/home/content-areas.tsx';
import { ScheduledChangesPanel } from '../../components/dashboard/home/scheduled-changes-panel.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useSession } from '../../components/dashboard/session/session-context.tsx';

// admin.md §2 /admin-dashboard (Admin Home): the entry to the site-content area, whose links
// (gallery, case studies, products) the sidebar shows instead of the hiring ones; below them the
// scheduled changes of that content (decision 024).

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
      <ContentAreas base="/admin-dashboard" />
      <div className="mt-6">
        <ScheduledChangesPanel base="/admin-dashboard" />
      </div>
    </>
  );
}
