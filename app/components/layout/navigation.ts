// public-site.md §2 Header and Footer: the site's navigation, written once for the desktop bar,
// the mobile menu and the footer. Targets are the routes of app/routes.ts and the spec's table.

export type NavLinkItem = { label: string; to: string };
export type NavItem = NavLinkItem & { children?: readonly NavLinkItem[] };

export const SERVICE_LINKS: readonly NavLinkItem[] = [
  { label: 'Plant Engineering', to: '/services/plant-engineering' },
  { label: 'Earthing Solution', to: '/services/earthing-solution' },
  { label: 'Cable Solutions', to: '/services/cable-solution' },
  { label: 'Protection Design', to: '/services/protection-design' },
  { label: 'Power System Studies', to: '/services/power-system' },
  { label: 'Survey', to: '/services/survey' },
];

export const HEADER_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Products', to: '/products' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Case Studies', to: '/case-studies' },
  { label: 'Services', to: '/services', children: SERVICE_LINKS },
  { label: 'Careers', to: '/careers' },
];

export const CONTACT_LINK: NavLinkItem = { label: 'Contact Us', to: '/contact' };

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { label: 'Service', to: '/services' },
  { label: 'About', to: '/about' },
  { label: 'Careers', to: '/careers' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Case Studies', to: '/case-studies' },
  { label: 'Contact us', to: '/contact' },
];

export const BROCHURE_HREF = '/documents/design-catalogue.pdf';
