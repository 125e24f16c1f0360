import type { SpecTableCopy } from '../../../content/case-studies/types.ts';

// A semantic specification table: <caption> names it, column headings are th scope="col" and
// each row's parameter is th scope="row". Two fixed columns whose text wraps, so it fits a
// 320 px phone without scrolling sideways.
export function SpecTable({ table }: { table: SpecTableCopy }) {
  return (
    <div className="rounded-xl border border-slate-200">
      <table className="w-full table-fixed border-collapse text-left text-sm sm:text-base">
        <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-brand-900">
          {table.caption}
        </caption>
        <thead className="bg-brand-900 text-white">
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 font-semibold ${index === 0 ? 'w-2/5' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-200 even:bg-slate-50">
              <th scope="row" className="px-4 py-3 align-top font-semibold break-words text-slate-800">
                {row.label}
              </th>
              {row.values.map((value) => (
                <td key={value} className="px-4 py-3 align-top break-words text-slate-700">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
