import { ContentScreenPending } from '../../components/dashboard/content-screen-pending.tsx';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

// admin.md §2 Gallery Management, under /dashboard and /admin-dashboard.

export function meta() {
  return dashboardMeta('Gallery Management');
}

export default function Screen() {
  return (
    <ContentScreenPending
      title="Gallery Management"
      subject="gallery images and categories"
      publicPath="/gallery"
      publicLabel="View the public gallery"
    />
  );
}
