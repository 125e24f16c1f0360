import type { ReactNode } from 'react';

// A small ranked table of the Insights screen (top pages, campaigns, conversions): a name, then
// figures right-aligned. The first figure column carries a faint bar scaled to the largest, so
// the ranking reads at a glance; the figures themselves are text. Narrow enough for a phone, so
// it stays a table (a caption for screen readers, column headers with scope).

export type FigureColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The numbers this column shows, for its bar (the first numeric column only). */
  value?: (row: Row) => number;
};

export function FigureTable<Row>({
  caption,
  nameHeader,
  name,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  caption: string;
  nameHeader: string;
  name: (row: Row) => ReactNode;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
}) {
  if (rows.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  const barColumn = columns.find((column) => column.value);
  const max = Math.max(1, ...rows.map((row) => barColumn?.value?.(row) ?? 0));
  return (
    <div className="-mx-2 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="px-2 pb-2 text-left font-semibold">
              {nameHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-2 pb-2 text-right font-semibold whitespace-nowrap"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const share = barColumn?.value ? (barColumn.value(row) / max) * 100 : 0;
            return (
              <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
                <th
                  scope="row"
                  className="relative px-2 py-2 text-left font-medium wrap-anywhere text-slate-800"
                  // The bar sits behind the name, so a long path never pushes the figures off.
                  style={{
                    backgroundImage: `linear-gradient(to right, rgb(29 78 137 / 0.1) ${share}%, transparent ${share}%)`,
                  }}
                >
                  {name(row)}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className="px-2 py-2 text-right tabular-nums whitespace-nowrap text-slate-800"
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A row's name with a smaller line beneath it (a page's path, a campaign's source). */
export function NameWithDetail({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <>
      {name}
      <span className="block text-xs font-normal text-slate-600">{detail}</span>
    </>
  );
}

/**
 * A page as the site names it, its path beneath (the path alone when it has no name: a page
 * since removed, a mistyped address).
 */
export function PageName({ page }: { page: { path: string; name: string | null } }) {
  if (page.name === null) return <PathText path={page.path} />;
  return <NameWithDetail name={page.name} detail={<PathText path={page.path} />} />;
}

/** A page's path that may wrap after a slash or a hyphen rather than in the middle of a word. */
export function PathText({ path }: { path: string }) {
  const parts = path.split(/(?<=[/-])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}
