import { TextAreaField, TextField } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { type DraftSection, SECTION_TYPE_LABELS } from './section-drafts.ts';
import { SectionImagesField } from './section-images-field.tsx';

// One section of the Sections tab (admin.md §2): its title, its body by type (text: content
// rows 4; list: one item per line, rows 6; image gallery: pictures with captions), and the
// buttons that move it up or down and remove it, each named for the section it acts on.

/** How a section is called in the buttons' names and the announcements. */
export function sectionName(section: DraftSection, position: number): string {
  const title = section.title.trim();
  return title ? `“${title}”` : `section ${position}`;
}

export function SectionEditor({
  section,
  position,
  count,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  section: DraftSection;
  /** 1-based. */
  position: number;
  count: number;
  disabled?: boolean;
  onChange: (section: DraftSection) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = sectionName(section, position);
  const id = (part: string) => `${section.key}-${part}`;
  const set = (changes: Partial<DraftSection>) => onChange({ ...section, ...changes });
  return (
    <fieldset className="rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <legend className="sr-only">
        Section {position} of {count}: {SECTION_TYPE_LABELS[section.type]}
      </legend>
      {/* On phones the three buttons share one row, so "Move" is left to screen readers there. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* The legend says the same to screen readers. */}
        <p aria-hidden="true" className="text-sm font-semibold text-brand-900">
          <span className="mr-2 inline-flex size-6 items-center justify-center rounded-full bg-brand-900 text-xs text-white">
            {position}
          </span>
          {SECTION_TYPE_LABELS[section.type]}
        </p>
        <div className="grid grid-cols-3 gap-2 sm:flex">
          <Button
            id={id('move-up')}
            variant="secondary"
            size="sm"
            disabled={disabled || position === 1}
            onClick={() => onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
            <span>
              <span className="max-sm:sr-only">Move </span>
              <span className="max-sm:capitalize">up</span>
              <span className="sr-only"> {name}</span>
            </span>
          </Button>
          <Button
            id={id('move-down')}
            variant="secondary"
            size="sm"
            disabled={disabled || position === count}
            onClick={() => onMove(1)}
          >
            <span aria-hidden="true">↓</span>
            <span>
              <span className="max-sm:sr-only">Move </span>
              <span className="max-sm:capitalize">down</span>
              <span className="sr-only"> {name}</span>
            </span>
          </Button>
          <Button id={id('remove')} variant="danger" size="sm" disabled={disabled} onClick={onRemove}>
            Remove<span className="sr-only"> {name}</span>
          </Button>
        </div>
      </div>
      <div className="mt-4 space-y-4">
        <TextField
          id={id('title')}
          name={id('title')}
          label="Section Title"
          value={section.title}
          disabled={disabled}
          onChange={(title) => set({ title })}
        />
        {section.type === 'text' && (
          <TextAreaField
            id={id('content')}
            name={id('content')}
            label="Section Content"
            rows={4}
            value={section.content}
            disabled={disabled}
            onChange={(content) => set({ content })}
          />
        )}
        {section.type === 'list' && (
          <TextAreaField
            id={id('items')}
            name={id('items')}
            label="List Items"
            rows={6}
            hint="One item per line; blank lines are dropped."
            value={section.listText}
            disabled={disabled}
            onChange={(listText) => set({ listText })}
          />
        )}
        {section.type === 'image-gallery' && (
          <SectionImagesField
            idBase={section.key}
            sectionName={name}
            images={section.images}
            disabled={disabled}
            onChange={(images) => set({ images })}
          />
        )}
      </div>
    </fieldset>
  );
}
