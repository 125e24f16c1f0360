import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

export function meta() {
  return dashboardMeta('jobs');
}

export default function Screen() {
  return <h1>jobs</h1>;
}
