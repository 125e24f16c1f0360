import { ContentScreenPending } from '../../components/dashboard/content-screen-pending.tsx';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

// admin.md §2 Case Study Management, under /dashboard and /admin-dashboard.

export function meta() {
  return dashboardMeta('Case Study Management');
}

export default function Screen() {
  return (
    <ContentScreenPending
      title="Case Study Management"
      subject="case studies"
      publicPath="/case-studies"
      publicLabel="View the public case studies"
    />
  );
}
