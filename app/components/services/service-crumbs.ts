import type { Crumb } from './page-hero.tsx';

/** Breadcrumb ancestors of a service page. */
export const SERVICE_CRUMBS: readonly Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
];
