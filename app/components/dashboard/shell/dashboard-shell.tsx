import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { canUse } from '../../../../domain/staff.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { useSession } from '../session/session-context.tsx';
import { linksFor, screenAreaOf } from './nav-links.ts';
import { RoleRefusal } from './role-refusal.tsx';
import { Sidebar } from './sidebar.tsx';

// admin.md §2 Dashboard shell: the sidebar beside the screen on wide windows; on small screens a
// toggle opens it as a drawer over the page (Escape, the backdrop or choosing a link closes it
// and focus returns to the toggle). A skip link jumps past the navigation.

export const MAIN_ID = 'dashboard-main';

export function DashboardShell({ children }: { children: ReactNode }) {
  const { user, signOut } = useSession();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const links = linksFor(pathname, user.role);
  const area = screenAreaOf(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (isOpen) drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) close(true);
  };

  const onSignOut = () => {
    setSigningOut(true);
    void signOut();
  };

  const sidebar = (id: string) => (
    <Sidebar
      id={id}
      userName={user.name}
      links={links}
      onNavigate={() => setOpen(false)}
      onSignOut={onSignOut}
      isSigningOut={isSigningOut}
    />
  );

  return (
    <div className="min-h-screen bg-slate-100">
      <a
        href={`#${MAIN_ID}`}
        className={`sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 ${FOCUS_RING}`}
      >
        Skip to content
      </a>
      <aside aria-label="Dashboard sidebar" className="fixed inset-y-0 left-0 hidden w-64 lg:block">
        {sidebar('dashboard-sidebar')}
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={drawerId}
          onClick={() => setOpen((open) => !open)}
          className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 ${FOCUS_RING}`}
        >
          <span className="sr-only">{isOpen ? 'Close menu' : 'Open menu'}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {isOpen ? (
              <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            ) : (
              <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
            )}
          </svg>
        </button>
        <span className="font-semibold text-brand-900">Dashboard</span>
      </header>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the drawer closes it. */}
      <div className="lg:hidden" onKeyDown={onKeyDown} hidden={!isOpen}>
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/60"
          onClick={() => close(true)}
        />
        <div ref={drawerRef} className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl">
          {sidebar(drawerId)}
        </div>
      </div>

      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="px-4 py-6 focus:outline-none sm:px-6 lg:ml-64 lg:px-10 lg:py-10"
      >
        {canUse(user.role, area) ? children : <RoleRefusal area={area} role={user.role} />}
      </main>
    </div>
  );
}
