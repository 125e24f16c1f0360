import { type Competency, competencyKeyFrom } from '../../../../domain/scorecards.ts';

// The hiring settings form's list of competencies, kept free of React so its rules are plain
// functions: a new row gets its key from its name when saved (a saved row keeps its key, so the
// ratings already given stay tied to it), and rows move up and down.

export type CompetencyRow = { rowId: string; key: string | null; label: string };

let nextRow = 0;
function rowId(): string {
  nextRow += 1;
  return `competency-${nextRow}`;
}

export function rowsOf(competencies: readonly Competency[]): CompetencyRow[] {
  return competencies.map(({ key, label }) => ({ rowId: rowId(), key, label }));
}

export function newRow(): CompetencyRow {
  return { rowId: rowId(), key: null, label: '' };
}

export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The competencies to save: saved rows keep their keys; new ones get one from their name. */
export function competenciesOf(rows: readonly CompetencyRow[]): Competency[] {
  const taken = rows.flatMap((row) => (row.key ? [row.key] : []));
  return rows.map((row) => {
    if (row.key) return { key: row.key, label: row.label.trim() };
    const key = competencyKeyFrom(row.label, taken);
    taken.push(key);
    return { key, label: row.label.trim() };
  });
}
