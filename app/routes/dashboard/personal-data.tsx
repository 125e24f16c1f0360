import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';

export function meta() {
  return dashboardMeta('personal-data');
}

export default function Screen() {
  return <PageHeader title="personal-data" />;
}
