import { MAINTENANCE_TITLE, MaintenanceMessage } from '../components/layout/maintenance-message.tsx';
import { pageMeta } from '../seo.ts';
import type { Route } from './+types/temp';

export function meta({ matches }: Route.MetaArgs) {
  const publicUrl = matches[0]?.loaderData?.publicUrl ?? '';
  return [
    ...pageMeta(publicUrl, {
      title: MAINTENANCE_TITLE,
      description: 'This page is being updated. Please check back soon.',
      path: '/temp',
    }),
    // A placeholder, not content: kept out of search results and the sitemap.
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Temp() {
  return <MaintenanceMessage />;
}
