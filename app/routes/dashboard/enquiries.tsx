import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

export function meta() {
  return dashboardMeta('enquiries');
}

export default function Screen() {
  return <h1>enquiries</h1>;
}
