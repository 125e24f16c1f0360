import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { CONTACT_LINK, HEADER_ITEMS } from './navigation.ts';

// public-site.md §2 Header, §4: on small screens a menu toggle lists the same items with the
// Services sub-items; selecting an item closes the menu. Escape closes it too and returns focus
// to the toggle. The panel is fixed to the viewport below the header, so no ancestor may have a
// transform, filter or backdrop-filter (that would make it the panel's containing block).

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-3 text-base font-medium ${FOCUS_RING} ${
    isActive ? 'bg-slate-100 text-brand-500' : 'text-slate-800 hover:bg-slate-50'
  }`;

export function MobileMenu() {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change.
  useEffect(() => setOpen(false), [pathname]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpen(false);
    toggleRef.current?.focus();
  }

  const close = () => setOpen(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the menu closes it.
    <div className="lg:hidden" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        <span className="sr-only">Menu</span>
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
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!isOpen}
        className="fixed inset-x-0 top-24 bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pt-4 pb-10 shadow-lg"
      >
        <ul className="space-y-1">
          {HEADER_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className={linkClass} onClick={close}>
                {item.label}
              </NavLink>
              {item.children && (
                <ul
                  aria-label={`${item.label} pages`}
                  className="mt-1 ml-4 space-y-1 border-l border-slate-200 pl-3"
                >
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <NavLink
                        to={child.to}
                        onClick={close}
                        className={({ isActive }) =>
                          `block rounded-md px-3 py-2 text-sm font-medium ${FOCUS_RING} ${
                            isActive ? 'text-brand-500' : 'text-slate-700 hover:bg-slate-50'
                          }`
                        }
                      >
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <NavLink
          to={CONTACT_LINK.to}
          onClick={close}
          className={`mt-6 block rounded-md bg-accent-500 px-4 py-3 text-center font-semibold text-brand-900 hover:bg-amber-400 ${FOCUS_RING}`}
        >
          {CONTACT_LINK.label}
        </NavLink>
      </nav>
    </div>
  );
}
