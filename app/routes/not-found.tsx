import { data } from 'react-router';
import { MAINTENANCE_TITLE, MaintenanceMessage } from '../components/layout/maintenance-message.tsx';
import { pageTitle } from '../seo.ts';
import type { Route } from './+types/not-found';

// public-site.md §2: any unknown path shows the same page as /temp, with header and footer. It
// answers 404 so that crawlers do not index it; the page itself is not an error.
export function loader() {
  return data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle(MAINTENANCE_TITLE) }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <MaintenanceMessage />;
}
