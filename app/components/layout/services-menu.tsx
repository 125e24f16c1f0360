import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import type { NavItem } from './navigation.ts';

// public-site.md §2 Header: the Services dropdown opens on hover and closes when the pointer
// leaves. For keyboard users it follows the WAI-ARIA disclosure navigation pattern with a
// top-level link: keyboard focus, Enter or ArrowDown open it; Escape closes it and returns focus
// to the toggle; focus leaving the group closes it.

export function ServicesMenu({
  item,
  linkClassName,
}: {
  item: NavItem;
  linkClassName: (state: { isActive: boolean }) => string;
}) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const groupRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  /** Set while focus is moved back to the toggle by Escape, so that focus does not reopen it. */
  const isReturningFocus = useRef(false);
  /** A mouse hovering the group keeps it open: its click on the toggle must not close it. */
  const isHovered = useRef(false);
  const children = item.children ?? [];
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change.
  useEffect(() => setOpen(false), [pathname]);

  function focusItem(index: number) {
    const count = children.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  }

  function openAndFocus(index: number) {
    flushSync(() => setOpen(true));
    focusItem(index);
  }

  function closeAndReturnFocus() {
    isReturningFocus.current = true;
    setOpen(false);
    toggleRef.current?.focus();
    isReturningFocus.current = false;
  }

  function onGroupFocus(event: FocusEvent<HTMLLIElement>) {
    // Only keyboard focus opens it: a mouse click on the toggle focuses it first and then toggles.
    if (isReturningFocus.current || !event.target.matches(':focus-visible')) return;
    setOpen(true);
  }

  function onGroupBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !groupRef.current?.contains(next)) setOpen(false);
  }

  function onPointer(event: PointerEvent<HTMLLIElement>, shouldOpen: boolean) {
    // Touch has no hover: a tap on the toggle is handled by its click.
    if (event.pointerType !== 'mouse') return;
    isHovered.current = shouldOpen;
    setOpen(shouldOpen);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLElement>) {
    const isToggle = event.currentTarget === toggleRef.current;
    if (event.key === 'ArrowDown' || (isToggle && (event.key === 'Enter' || event.key === ' '))) {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(children.length - 1);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      closeAndReturnFocus();
    }
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: children.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturnFocus();
    }
  }

  return (
    <li
      ref={groupRef}
      className="relative flex h-full items-center"
      onFocus={onGroupFocus}
      onBlur={onGroupBlur}
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
    >
      <NavLink to={item.to} className={linkClassName} onKeyDown={onTriggerKeyDown}>
        {item.label}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => isHovered.current || !open)}
        onKeyDown={onTriggerKeyDown}
        className={`-ml-1 rounded p-1 text-slate-600 hover:text-brand-500 ${FOCUS_RING}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
        </svg>
        <span className="sr-only">{item.label} submenu</span>
      </button>
      {/* Padding, not margin, bridges the gap to the panel so the pointer never "leaves" on the way. */}
      <div id={menuId} hidden={!isOpen} className="absolute top-full left-0 w-64 pt-1">
        <ul className="rounded-lg border border-slate-200 bg-white py-2 shadow-xl">
          {children.map((child, index) => (
            <li key={child.to}>
              <NavLink
                to={child.to}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                className={({ isActive }) =>
                  `block px-4 py-2.5 text-sm font-medium hover:bg-slate-50 hover:text-brand-500 focus-visible:bg-slate-50 ${FOCUS_RING} ${
                    isActive ? 'text-brand-500' : 'text-slate-700'
                  }`
                }
              >
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
