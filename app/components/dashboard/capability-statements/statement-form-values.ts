import type { CapabilityStatement } from '../../../../domain/capability-statements.ts';

// What the statement editor holds while it is open, and the body it sends (POST and PUT send the
// whole statement, decision 028). Text is kept as typed; blanks become null in the body, and a
// short text left empty means "the site's own" (null). Free of React so it is unit-tested.

export type PickDraft = { id: string; summary: string };

export type StatementForm = {
  title: string;
  clientName: string;
  tenderReference: string;
  dueDate: string;
  sector: string;
  voltageRange: string;
  services: string[];
  introduction: string;
  caseStudies: PickDraft[];
  products: PickDraft[];
  accreditationIds: string[];
  peopleIds: string[];
  officeIds: string[];
};

export const EMPTY_STATEMENT_FORM: StatementForm = {
  title: '',
  clientName: '',
  tenderReference: '',
  dueDate: '',
  sector: '',
  voltageRange: '',
  services: [],
  introduction: '',
  caseStudies: [],
  products: [],
  accreditationIds: [],
  peopleIds: [],
  officeIds: [],
};

export function formFromStatement(statement: CapabilityStatement): StatementForm {
  const drafts = (picks: CapabilityStatement['caseStudies']) =>
    picks.map((pick) => ({ id: pick.id, summary: pick.summary ?? '' }));
  return {
    title: statement.title,
    clientName: statement.clientName,
    tenderReference: statement.tenderReference ?? '',
    dueDate: statement.dueDate ?? '',
    sector: statement.sector ?? '',
    voltageRange: statement.voltageRange ?? '',
    services: [...statement.services],
    introduction: statement.introduction ?? '',
    caseStudies: drafts(statement.caseStudies),
    products: drafts(statement.products),
    accreditationIds: [...statement.accreditationIds],
    peopleIds: [...statement.peopleIds],
    officeIds: [...statement.officeIds],
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The JSON body of POST and PUT /api/capability-statements. */
export function statementBody(form: StatementForm) {
  const picks = (drafts: PickDraft[]) =>
    drafts.map((draft) => ({ id: draft.id, summary: orNull(draft.summary) }));
  return {
    title: form.title,
    clientName: form.clientName,
    tenderReference: orNull(form.tenderReference),
    dueDate: orNull(form.dueDate),
    sector: orNull(form.sector),
    voltageRange: orNull(form.voltageRange),
    services: form.services,
    introduction: orNull(form.introduction),
    caseStudies: picks(form.caseStudies),
    products: picks(form.products),
    accreditationIds: form.accreditationIds,
    peopleIds: form.peopleIds,
    officeIds: form.officeIds,
  };
}

/** A list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** `ids` with `id` added (at the end) or removed. */
export function toggled(ids: readonly string[], id: string, isOn: boolean): string[] {
  const without = ids.filter((each) => each !== id);
  return isOn ? [...without, id] : without;
}
