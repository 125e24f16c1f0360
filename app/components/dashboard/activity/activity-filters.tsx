import { Button } from '../../ui/button.tsx';
import { FILTER_CONTROL, FilterSelect } from '../filter-select.tsx';
import { SearchBox } from '../search-box.tsx';
import { ACTION_OPTIONS, ENTITY_OPTIONS } from './activity-text.ts';

// The Activity screen's filters: who (part of an address, searched on Enter), what was done,
// which kind of record, and a range of days (both ends included). Each change goes into the
// address; the screen turns it into the API's query. Clear filters, once any is on, shows the
// whole log again.

const ACTOR_ID = 'activity-actor';

export type ActivityFilterValues = {
  actor: string;
  action: string;
  entity: string;
  from: string;
  to: string;
};

function DayFilter({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={FILTER_CONTROL}
      />
    </div>
  );
}

export function ActivityFilters({
  values,
  onChange,
  onClear,
}: {
  values: ActivityFilterValues;
  onChange: (name: keyof ActivityFilterValues, value: string) => void;
  /** Given while a filter is on: the Clear filters button calls it. */
  onClear?: () => void;
}) {
  return (
    <div className="mb-5 grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:items-end xl:grid-cols-4">
      <div className="sm:col-span-2">
        <SearchBox
          id={ACTOR_ID}
          label="Who"
          placeholder="E-mail address, or part of it"
          value={values.actor}
          onSearch={(text) => onChange('actor', text)}
        />
      </div>
      <FilterSelect
        id="activity-action"
        label="Action"
        value={values.action}
        anyLabel="All actions"
        options={ACTION_OPTIONS}
        onChange={(value) => onChange('action', value)}
      />
      <FilterSelect
        id="activity-entity"
        label="Record type"
        value={values.entity}
        anyLabel="All record types"
        options={ENTITY_OPTIONS}
        onChange={(value) => onChange('entity', value)}
      />
      <DayFilter
        id="activity-from"
        label="From date"
        value={values.from}
        max={values.to}
        onChange={(value) => onChange('from', value)}
      />
      <DayFilter
        id="activity-to"
        label="To date"
        value={values.to}
        min={values.from}
        onChange={(value) => onChange('to', value)}
      />
      {onClear && (
        <div className="sm:col-span-2 xl:col-span-1">
          <Button
            variant="ghost"
            onClick={() => {
              onClear();
              // The button goes with the filters; focus moves to the first filter, not the page.
              document.getElementById(ACTOR_ID)?.focus();
            }}
          >
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}
