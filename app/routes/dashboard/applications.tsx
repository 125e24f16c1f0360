import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

export function meta() {
  return dashboardMeta('applications');
}

export default function Screen() {
  return <h1>applications</h1>;
}
