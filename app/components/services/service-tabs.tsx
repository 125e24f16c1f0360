import type { ServiceTab } from '../../../content/services/types.ts';
import { Tabs } from '../tabs.tsx';
import { Checklist } from './checklist.tsx';

// public-site.md §2/§4: tabbed service pages show exactly one active tab; the active tab shows
// its title, description and checklist.
export function ServiceTabs({
  tabs,
  initialId,
  label,
}: {
  tabs: readonly ServiceTab[];
  initialId: string;
  /** Accessible name of the tab list. */
  label: string;
}) {
  const items = tabs.map((tab) => ({
    id: tab.id,
    label: tab.label,
    content: (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div>
          <h3 className="text-xl font-semibold text-brand-900 sm:text-2xl">{tab.title}</h3>
          <p className="mt-3 leading-relaxed text-slate-600">{tab.description}</p>
        </div>
        <Checklist items={tab.checklist} />
      </div>
    ),
  }));
  return <Tabs items={items} initialId={initialId} label={label} />;
}
