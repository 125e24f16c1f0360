import { Link, NavLink } from 'react-router';
import { site } from '../../../content/site.ts';
import { Logo } from '../logo.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { CONTACT_LINK, HEADER_ITEMS } from './navigation.ts';
import { ServicesMenu } from './services-menu.tsx';

// public-site.md §2 Header, §9: fixed at the top, 96px tall, logo link to /, the seven items and a
// Contact Us button; below the lg breakpoint the items move into the mobile menu.

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `relative rounded px-2.5 py-2 text-[15px] font-medium transition-colors hover:text-brand-500 xl:px-3 ${FOCUS_RING} ${
    isActive
      ? 'text-brand-500 after:absolute after:inset-x-2.5 after:-bottom-0.5 after:h-0.5 after:rounded after:bg-accent-500'
      : 'text-slate-700'
  }`;

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-24 border-b border-slate-200 bg-white shadow-sm">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className={`shrink-0 rounded ${FOCUS_RING}`} aria-label={`${site.brand} home`}>
          <Logo className="h-12 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden h-full lg:block">
          <ul className="flex h-full items-center gap-0.5">
            {HEADER_ITEMS.map((item) =>
              item.children ? (
                <ServicesMenu key={item.to} item={item} linkClassName={itemClass} />
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} className={itemClass}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to={CONTACT_LINK.to}
            className={`hidden rounded-md bg-accent-500 px-5 py-2.5 font-semibold text-brand-900 shadow-sm transition-colors hover:bg-amber-400 sm:inline-block ${FOCUS_RING}`}
          >
            {CONTACT_LINK.label}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
