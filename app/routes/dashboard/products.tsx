import { ContentScreenPending } from '../../components/dashboard/content-screen-pending.tsx';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

// admin.md §2 Product Management, under /dashboard and /admin-dashboard.

export function meta() {
  return dashboardMeta('Product Management');
}

export default function Screen() {
  return (
    <ContentScreenPending
      title="Product Management"
      subject="products"
      publicPath="/products"
      publicLabel="View the public products"
    />
  );
}
