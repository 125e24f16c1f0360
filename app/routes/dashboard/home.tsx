import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';

export function meta() {
  return dashboardMeta('home');
}

export default function Screen() {
  return <h1>home</h1>;
}
