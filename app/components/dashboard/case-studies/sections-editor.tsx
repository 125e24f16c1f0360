import { useEffect, useState } from 'react';
import { DEFAULT_SECTION_TYPE, SECTION_TYPES, type SectionType } from '../../../../domain/constants.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { type DraftSection, moveSection, newSection, SECTION_TYPE_LABELS } from './section-drafts.ts';
import { SectionEditor, sectionName } from './section-editor.tsx';

// admin.md §2 Sections tab: a type selector (Text Section, List Section, Image Gallery; text by
// default, §9) with Add Section, then the sections in their order, or "No sections added yet.
// Add a section to get started." Moving a section keeps focus on the button that moved it (or
// its other move button at either end) and says politely where it went; adding one takes focus
// to its title, removing one to the section that took its place.

type FocusTarget = { key: string; parts: readonly string[] };

export function SectionsEditor({
  id,
  sections,
  error,
  disabled,
  onChange,
}: {
  /** The id the form focuses when the sections have an error. */
  id: string;
  sections: readonly DraftSection[];
  error?: string | undefined;
  disabled?: boolean;
  onChange: (sections: readonly DraftSection[]) => void;
}) {
  const [type, setType] = useState<SectionType>(DEFAULT_SECTION_TYPE);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const typeId = `${id}-type`;
  const addId = `${id}-add`;

  // After the list has rendered with the change, the first of the wanted controls that can take
  // focus does (a move button at either end is disabled).
  useEffect(() => {
    if (!focusTarget) return;
    for (const part of focusTarget.parts) {
      const element = document.getElementById(part === '' ? focusTarget.key : `${focusTarget.key}-${part}`);
      if (element instanceof HTMLButtonElement && element.disabled) continue;
      if (element) {
        element.focus();
        break;
      }
    }
    setFocusTarget(null);
  }, [focusTarget]);

  const add = () => {
    const section = newSection(type, sections.length);
    onChange([...sections, section]);
    setAnnouncement(`${SECTION_TYPE_LABELS[type]} added as section ${sections.length + 1}.`);
    setFocusTarget({ key: section.key, parts: ['title'] });
  };

  const move = (index: number, by: -1 | 1) => {
    const section = sections[index];
    const moved = moveSection(sections, index, by);
    if (!section || moved === sections) return;
    onChange(moved);
    const position = index + by + 1;
    setAnnouncement(
      `${sectionName(section, position)} moved ${by < 0 ? 'up' : 'down'} to position ${position} of ${sections.length}.`,
    );
    const same = by < 0 ? 'move-up' : 'move-down';
    const other = by < 0 ? 'move-down' : 'move-up';
    setFocusTarget({ key: section.key, parts: [same, other] });
  };

  const remove = (index: number) => {
    const section = sections[index];
    if (!section) return;
    const rest = sections.filter((_, at) => at !== index);
    onChange(rest);
    setAnnouncement(`${sectionName(section, index + 1)} removed.`);
    const next = rest[index] ?? rest[index - 1];
    setFocusTarget(next ? { key: next.key, parts: ['remove'] } : { key: typeId, parts: [''] });
  };

  return (
    <div
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
      className="space-y-5 focus:outline-none"
    >
      <div className="flex flex-col gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <label htmlFor={typeId} className="block text-sm font-semibold text-slate-800">
            Section Type
          </label>
          <select
            id={typeId}
            value={type}
            disabled={disabled}
            onChange={(event) => {
              const chosen = SECTION_TYPES.find((candidate) => candidate === event.target.value);
              if (chosen) setType(chosen);
            }}
            className={`mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ${FOCUS_RING}`}
          >
            {SECTION_TYPES.map((option) => (
              <option key={option} value={option}>
                {SECTION_TYPE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <Button id={addId} variant="secondary" disabled={disabled} onClick={add}>
          Add Section
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {sections.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-6 py-10 text-center text-slate-600">
          {MESSAGES.caseStudyAdmin.noSections}
        </p>
      ) : (
        <ol className="space-y-4" aria-label="Sections">
          {sections.map((section, index) => (
            <li key={section.key}>
              <SectionEditor
                section={section}
                position={index + 1}
                count={sections.length}
                disabled={disabled}
                onChange={(changed) =>
                  onChange(sections.map((item) => (item.key === changed.key ? changed : item)))
                }
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
