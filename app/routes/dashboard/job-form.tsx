import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

export function meta() {
  return dashboardMeta('job-form');
}

export default function Screen() {
  return <h1>job-form</h1>;
}
