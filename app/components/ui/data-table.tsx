import type { ReactNode } from 'react';
import { Spinner } from './status.tsx';

// The dashboard's lists (admin.md §2: jobs, applications, case studies) as a real table: a
// caption names it, column headers are scope="col", and the cell that names a row (a job's
// title) is its row header, so a screen reader says "Title, Senior Engineer" and, moving across,
// "Status, Active".
//
// Below the md breakpoint each row becomes a card: cells stack, each led by its column's header
// text, and nothing scrolls sideways at 375 px. Those visible labels are aria-hidden, because
// the real column headers are still there for screen readers (visually hidden, not removed), and
// they would otherwise hear every header twice. The explicit table roles keep the table a table
// for assistive technology once CSS has made its parts blocks (some browsers drop the semantics
// of a table whose display is changed).

export type Column<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for this column's header and cells (a width, text-right). */
  className?: string;
  /** This column's cell names the row (rendered as <th scope="row">). */
  isRowHeader?: boolean;
};

// One row per card below md; a table row from md up.
const ROW =
  'block rounded-lg bg-white p-4 ring-1 ring-slate-200 md:table-row md:rounded-none md:p-0 md:ring-0';
// A label column and a value column below md; a table cell from md up.
const CELL =
  'grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 py-1 text-left align-top wrap-anywhere md:table-cell md:wrap-break-word md:border-b md:border-slate-200 md:px-4 md:py-3';

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  isLoading = false,
  captionHidden = true,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none (admin.md §8 empty texts). */
  empty: ReactNode;
  isLoading?: boolean;
  /** The caption is for screen readers only unless this is false. */
  captionHidden?: boolean;
}) {
  // biome-ignore-start lint/a11y/noRedundantRoles: explicit table roles, see the note at the top.
  const wholeRow = (key: string, content: ReactNode) => (
    <tr role="row" key={key} className={ROW}>
      <td
        role="cell"
        colSpan={columns.length}
        className="block md:table-cell md:border-b md:border-slate-200"
      >
        {content}
      </td>
    </tr>
  );

  return (
    // Wide tables scroll inside their own box on mid-size screens rather than widening the page.
    <div className="md:overflow-x-auto">
      <table role="table" aria-busy={isLoading || undefined} className="block w-full text-sm md:table">
        <caption
          className={
            captionHidden
              ? 'sr-only'
              : 'mb-3 block text-left text-lg font-semibold text-brand-900 md:table-caption'
          }
        >
          {caption}
        </caption>
        <thead role="rowgroup" className="max-md:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                role="columnheader"
                key={column.id}
                scope="col"
                className={`border-b-2 border-slate-200 px-4 py-3 text-left font-semibold whitespace-nowrap text-slate-700 ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
          {isLoading
            ? wholeRow('loading', <Spinner label="Loading…" />)
            : rows.length === 0
              ? wholeRow('empty', empty)
              : rows.map((row) => {
                  const key = rowKey(row);
                  return (
                    <tr role="row" key={key} data-row-key={key} className={ROW}>
                      {columns.map((column) => {
                        const content = (
                          <>
                            <span aria-hidden="true" className="font-medium text-slate-500 md:hidden">
                              {column.header}
                            </span>
                            <div className="min-w-0">{column.cell(row)}</div>
                          </>
                        );
                        const className = `${CELL} ${column.className ?? ''}`;
                        return column.isRowHeader ? (
                          <th
                            role="rowheader"
                            key={column.id}
                            scope="row"
                            className={`${className} font-semibold text-slate-900`}
                          >
                            {content}
                          </th>
                        ) : (
                          <td role="cell" key={column.id} className={`${className} text-slate-700`}>
                            {content}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
        </tbody>
      </table>
    </div>
  );
  // biome-ignore-end lint/a11y/noRedundantRoles: see above.
}
