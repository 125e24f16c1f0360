import { AREA_ROLES, canUse, type StaffArea, type StaffRole } from '../../../../domain/staff.ts';

// admin.md §2 Dashboard shell: the links of the two areas. "Each section hides the other's
// links": the sidebar shows one list, chosen by the path. Enquiries is ours (the contact form's
// messages, so no enquiry depends on an e-mail arriving), and so is Outbox (every e-mail the site
// sends, and whether it went). Staff, Activity and Personal data are the administrator's
// (domain/staff.ts); a link whose area the signed-in role cannot use is not shown at all, and a
// screen opened by its address says so instead of loading (see screenAreaOf).

export type DashboardLink = { label: string; to: string; area: StaffArea; end?: boolean };

export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  { label: 'Overview', to: '/dashboard', area: 'anyone', end: true },
  // Decision 029: visit figures for everyone; HR's answer holds the careers figures only.
  { label: 'Insights', to: '/dashboard/insights', area: 'anyone' },
  // Decision 026: anyone may interview; their interviews and scorecards.
  { label: 'My interviews', to: '/dashboard/interviews', area: 'anyone' },
  { label: 'Job Listings', to: '/dashboard/jobs', area: 'recruitment' },
  { label: 'Applications', to: '/dashboard/applications', area: 'recruitment' },
  // Decision 026: what HR write to applicants.
  { label: 'E-mail templates', to: '/dashboard/email-templates', area: 'recruitment' },
  { label: 'Enquiries', to: '/dashboard/enquiries', area: 'recruitment' },
  { label: 'Outbox', to: '/dashboard/outbox', area: 'recruitment' },
  { label: 'Gallery', to: '/dashboard/gallery', area: 'content' },
  { label: 'Case Studies', to: '/dashboard/case-studies', area: 'content' },
  { label: 'Products', to: '/dashboard/products', area: 'content' },
  { label: 'Site content', to: '/dashboard/site-content', area: 'content' },
  // Decision 025: every stored picture, with where it is used.
  { label: 'Media Library', to: '/dashboard/media', area: 'content' },
  // Decision 028: statements for tenders (content); the certificates they list are entered by
  // administrators (editors read them in the statement editor).
  { label: 'Capability statements', to: '/dashboard/capability-statements', area: 'content' },
  { label: 'Accreditations', to: '/dashboard/accreditations', area: 'staff' },
  { label: 'Staff', to: '/dashboard/staff', area: 'staff' },
  { label: 'Activity', to: '/dashboard/activity', area: 'staff' },
  { label: 'Personal Data', to: '/dashboard/personal-data', area: 'staff' },
  { label: 'Your Account', to: '/dashboard/account', area: 'anyone' },
];

export const ADMIN_LINKS: readonly DashboardLink[] = [
  { label: 'Admin Home', to: '/admin-dashboard', area: 'content', end: true },
  { label: 'Gallery', to: '/admin-dashboard/gallery', area: 'content' },
  { label: 'Case Studies', to: '/admin-dashboard/case-studies', area: 'content' },
  { label: 'Products', to: '/admin-dashboard/products', area: 'content' },
  { label: 'Return to Dashboard', to: '/dashboard', area: 'anyone', end: true },
];

export function isAdminArea(pathname: string): boolean {
  return /^\/admin-dashboard(\/|$)/.test(pathname);
}

/** The links of the area the path is in that `role` may use. */
export function linksFor(pathname: string, role: StaffRole): readonly DashboardLink[] {
  return (isAdminArea(pathname) ? ADMIN_LINKS : DASHBOARD_LINKS).filter((link) => canUse(role, link.area));
}

/** The part of the dashboard a path belongs to (the longest link that contains it). */
export function screenAreaOf(pathname: string): StaffArea {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: DashboardLink | undefined;
  for (const link of [...DASHBOARD_LINKS, ...ADMIN_LINKS]) {
    const matches = link.end ? path === link.to : path === link.to || path.startsWith(`${link.to}/`);
    if (matches && (!best || link.to.length > best.to.length)) best = link;
  }
  return best?.area ?? 'anyone';
}

/** Who may use an area, in words for the screen that refuses it. */
export function rolesOf(area: StaffArea): readonly StaffRole[] {
  return AREA_ROLES[area];
}
