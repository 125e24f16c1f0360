// admin.md §2 Dashboard shell: the links of the two areas. "Each section hides the other's
// links": the sidebar shows one list, chosen by the path. Enquiries is ours (the contact form's
// messages, so no enquiry depends on an e-mail arriving), and so is Outbox (every e-mail the site
// sends, and whether it went).

export type DashboardLink = { label: string; to: string; end?: boolean };

export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  { label: 'Overview', to: '/dashboard', end: true },
  { label: 'Job Listings', to: '/dashboard/jobs' },
  { label: 'Applications', to: '/dashboard/applications' },
  { label: 'Enquiries', to: '/dashboard/enquiries' },
  { label: 'Outbox', to: '/dashboard/outbox' },
  { label: 'Gallery', to: '/dashboard/gallery' },
  { label: 'Case Studies', to: '/dashboard/case-studies' },
  { label: 'Products', to: '/dashboard/products' },
];

export const ADMIN_LINKS: readonly DashboardLink[] = [
  { label: 'Admin Home', to: '/admin-dashboard', end: true },
  { label: 'Gallery', to: '/admin-dashboard/gallery' },
  { label: 'Case Studies', to: '/admin-dashboard/case-studies' },
  { label: 'Products', to: '/admin-dashboard/products' },
  { label: 'Return to Dashboard', to: '/dashboard', end: true },
];

export function isAdminArea(pathname: string): boolean {
  return /^\/admin-dashboard(\/|$)/.test(pathname);
}

export function linksFor(pathname: string): readonly DashboardLink[] {
  return isAdminArea(pathname) ? ADMIN_LINKS : DASHBOARD_LINKS;
}
