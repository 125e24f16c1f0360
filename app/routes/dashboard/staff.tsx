import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';

export function meta() {
  return dashboardMeta('staff');
}

export default function Screen() {
  return <PageHeader title="staff" />;
}
