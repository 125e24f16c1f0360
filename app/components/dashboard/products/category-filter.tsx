import { PRODUCT_CATEGORY_NAMES, type ProductCategoryName } from '../../../../domain/constants.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';

// admin.md §2 Product Management: "A category filter row: All Categories plus five categories",
// each in its colour (§3: emerald, blue, purple, yellow, gray). A toggle button per choice with
// aria-pressed; the chosen one is filled with its colour and carries a tick, so the choice does
// not rest on colour alone. Every pair is dark text on a light tint or white on a dark fill, past
// 4.5:1. Full class strings, so Tailwind generates them.

type Look = { idle: string; chosen: string };

const ALL_LOOK: Look = {
  idle: 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100',
  chosen: 'bg-brand-900 text-white ring-brand-900',
};

const CATEGORY_LOOKS: Readonly<Record<ProductCategoryName, Look>> = {
  'EV Charging': {
    idle: 'bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100',
    chosen: 'bg-emerald-800 text-white ring-emerald-800',
  },
  'Power Distribution': {
    idle: 'bg-blue-50 text-blue-800 ring-blue-200 hover:bg-blue-100',
    chosen: 'bg-blue-800 text-white ring-blue-800',
  },
  Switchgear: {
    idle: 'bg-purple-50 text-purple-800 ring-purple-200 hover:bg-purple-100',
    chosen: 'bg-purple-800 text-white ring-purple-800',
  },
  Transformers: {
    idle: 'bg-yellow-50 text-yellow-800 ring-yellow-300 hover:bg-yellow-100',
    chosen: 'bg-yellow-800 text-white ring-yellow-800',
  },
  Other: {
    idle: 'bg-gray-50 text-gray-800 ring-gray-300 hover:bg-gray-100',
    chosen: 'bg-gray-800 text-white ring-gray-800',
  },
};

/** Whether the ?category= value names `name` (the API matches without regard to case too). */
function isNamed(value: string, name: string): boolean {
  return value.trim().toLowerCase() === name.toLowerCase();
}

function FilterButton({
  label,
  look,
  isChosen,
  onChoose,
}: {
  label: string;
  look: Look;
  isChosen: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isChosen}
      onClick={onChoose}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors motion-reduce:transition-none ${FOCUS_RING} ${
        isChosen ? look.chosen : look.idle
      }`}
    >
      {isChosen && (
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="size-4">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      )}
      {label}
    </button>
  );
}

export function CategoryFilter({
  chosen,
  onChoose,
}: {
  /** The ?category= value, '' for All Categories; a name outside the five leaves none pressed. */
  chosen: string;
  onChoose: (category: string) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Filter by category</legend>
      <div className="flex flex-wrap gap-2">
        <FilterButton
          label="All Categories"
          look={ALL_LOOK}
          isChosen={chosen.trim() === ''}
          onChoose={() => onChoose('')}
        />
        {PRODUCT_CATEGORY_NAMES.map((name) => (
          <FilterButton
            key={name}
            label={name}
            look={CATEGORY_LOOKS[name]}
            isChosen={isNamed(chosen, name)}
            onChoose={() => onChoose(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
