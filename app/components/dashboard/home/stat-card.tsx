import { Link } from 'react-router';
import { FOCUS_RING } from '../../ui/focus-ring.ts';

// admin.md §2 Dashboard home: the cards Total Jobs, Active Jobs, Total Applications. Each card
// leads to the list it counts.

export function StatCard({
  label,
  value,
  to,
  note,
}: {
  label: string;
  value: number;
  to: string;
  note?: string;
}) {
  return (
    <Link
      to={to}
      className={`block rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 ${FOCUS_RING}`}
    >
      <span className="block text-sm font-medium text-slate-600">{label}</span>
      <span className="mt-2 block text-3xl font-bold tabular-nums text-brand-900">
        {value.toLocaleString('en-GB')}
      </span>
      {note && <span className="mt-1 block text-sm text-slate-600">{note}</span>}
    </Link>
  );
}
