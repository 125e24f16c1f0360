import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { FOCUS_RING } from './ui/focus-ring.ts';

// WAI-ARIA tabs pattern: exactly one active tab (public-site.md §4), arrow keys / Home / End move
// between tabs, only the active tab is in the Tab order, and the panel is labelled by its tab.

export type TabItem = { id: string; label: string; content: ReactNode };

export function Tabs({
  items,
  initialId,
  label,
  className = '',
}: {
  items: readonly TabItem[];
  initialId?: string;
  /** Accessible name of the tab list, e.g. "Plant engineering services". */
  label: string;
  className?: string;
}) {
  const [activeId, setActiveId] = useState(initialId ?? items[0]?.id);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const active = items.find((item) => item.id === activeId) ?? items[0];

  function focusTab(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActiveId(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {items.map((item, index) => {
          const isActive = item.id === active?.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActiveId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full px-4 py-2 text-sm font-medium transition-colors ${FOCUS_RING} ${
                isActive ? 'bg-brand-900 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is focusable so keyboard users reach text-only panels.
          tabIndex={0}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
