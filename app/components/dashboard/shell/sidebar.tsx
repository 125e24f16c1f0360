import { NavLink } from 'react-router';
import { MESSAGES } from '../../../../domain/messages.ts';
import { FOCUS_RING_ON_DARK } from '../../ui/focus-ring.ts';
import type { DashboardLink } from './nav-links.ts';

// admin.md §2: a sidebar titled Dashboard with a greeting by the user's name (fallback User),
// the area's links and the logout button.

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors ${FOCUS_RING_ON_DARK} ${
    isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'
  }`;

export function Sidebar({
  id,
  userName,
  links,
  onNavigate,
  onSignOut,
  isSigningOut,
}: {
  id: string;
  userName: string | undefined;
  links: readonly DashboardLink[];
  onNavigate: () => void;
  onSignOut: () => void;
  isSigningOut: boolean;
}) {
  return (
    <div id={id} className="flex h-full flex-col bg-brand-900 px-4 py-6 text-white">
      <p className="px-3 text-xl font-bold tracking-tight">Dashboard</p>
      <p className="mt-1 truncate px-3 text-sm text-slate-300">
        Hello, {userName?.trim() || MESSAGES.session.sidebarFallbackName}
      </p>
      <nav aria-label="Dashboard" className="mt-8 flex-1 overflow-y-auto">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} end={link.end} className={linkClass} onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-1 border-t border-white/15 pt-4">
        <a href="/" className={linkClass({ isActive: false })}>
          View website
        </a>
        <button
          type="button"
          onClick={onSignOut}
          disabled={isSigningOut}
          className={`${linkClass({ isActive: false })} w-full text-left disabled:opacity-70`}
        >
          {isSigningOut ? 'Signing out...' : 'Logout'}
        </button>
      </div>
    </div>
  );
}
