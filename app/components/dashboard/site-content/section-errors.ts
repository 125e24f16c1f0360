import type { z } from 'zod';
import { nulCharacterField } from '../../../../domain/field-errors.ts';
import { MESSAGES } from '../../../../domain/messages.ts';

// The messages of a site content section (decision 025), from the same zod schema the API checks
// it with. A section is one value with lists inside, so a message belongs to a control found by
// its path (item, field): each control shows its own message under it, and the summary at the
// top of the form lists them all in form order, each naming where it is ("Person 2: Name is
// required") and linking to its control. Free of React so the mapping is unit-tested.

/** Where a message is shown: the control's id, and the place the summary names (or none). */
export type FieldTarget = { id: string; place?: string };

export type SummaryEntry = { id: string; text: string };

export type SectionErrors = {
  /** The first message of each control, by its id. */
  byId: Readonly<Record<string, string>>;
  /** Every control's message once, in the order the schema found them (the form's order). */
  summary: readonly SummaryEntry[];
};

export const NO_ERRORS: SectionErrors = { byId: {}, summary: [] };

export type Locate = (path: readonly PropertyKey[]) => FieldTarget;

/** The section's messages, or NO_ERRORS when the value passes its schema. */
export function sectionErrors(schema: z.ZodType, value: unknown, locate: Locate): SectionErrors {
  if (nulCharacterField(value) !== undefined) {
    return { byId: {}, summary: [{ id: '', text: MESSAGES.api.nulCharacter }] };
  }
  const result = schema.safeParse(value);
  if (result.success) return NO_ERRORS;
  const byId: Record<string, string> = {};
  const summary: SummaryEntry[] = [];
  for (const issue of result.error.issues) {
    const target = locate(issue.path);
    if (Object.hasOwn(byId, target.id)) continue;
    byId[target.id] = issue.message;
    summary.push({ id: target.id, text: target.place ? `${target.place}: ${issue.message}` : issue.message });
  }
  return { byId, summary };
}

export function hasSectionErrors(errors: SectionErrors): boolean {
  return errors.summary.length > 0;
}

/** The id of one control of a list item: `team-<item id>-name`. */
export function itemFieldId(prefix: string, itemId: string, field: string): string {
  return `${prefix}-${itemId}-${field}`;
}

/**
 * The locator of a list section: an issue at [index, field, …] belongs to that item's control
 * (`fieldOf` names it from the rest of the path, the field itself by default); an issue about
 * the list as a whole (too many items) to the list's Add button.
 */
export function listLocator<T extends { id: string }>({
  prefix,
  noun,
  items,
  nameOf,
  fieldOf = (rest) => String(rest[0] ?? ''),
}: {
  prefix: string;
  /** "Person": the summary says "Person 2 (Jane Doe)". */
  noun: string;
  items: readonly T[];
  nameOf?: (item: T) => string;
  fieldOf?: (rest: readonly PropertyKey[]) => string;
}): Locate {
  return (path) => {
    const [index, ...rest] = path;
    const item = typeof index === 'number' ? items[index] : undefined;
    if (!item || rest.length === 0) return { id: listAddId(prefix) };
    const name = nameOf?.(item).trim();
    return {
      id: itemFieldId(prefix, item.id, fieldOf(rest)),
      place: `${noun} ${Number(index) + 1}${name ? ` (${name})` : ''}`,
    };
  };
}

/** The id of a list's Add button, where a message about the list itself is shown. */
export function listAddId(prefix: string): string {
  return `${prefix}-add`;
}
