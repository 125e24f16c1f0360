import { Pagination } from './pagination.tsx';

// The pager under a public list (decision 019): where the visitor is in the whole list, and the
// numbered pages as real links. Nothing at all while the list fits one page, as every list the
// spec imagines does.
export function ListPager({
  page,
  totalPages,
  total,
  limit,
  noun,
  hrefFor,
  label,
}: {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  /** What the list holds, plural: 'photographs'. */
  noun: string;
  hrefFor: (page: number) => string;
  /** Names the navigation landmark: 'Gallery pages'. */
  label: string;
}) {
  if (totalPages <= 1 || page > totalPages) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const count = (value: number) => value.toLocaleString('en-GB');
  return (
    <div className="mt-10 flex flex-col items-center gap-3 border-t border-slate-200 pt-8">
      <p className="text-sm text-slate-600">{`Showing ${count(first)}–${count(last)} of ${count(total)} ${noun}`}</p>
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label={label} />
    </div>
  );
}
