import { CheckIcon } from './icons.tsx';

export function Checklist({ items, columns = 2 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <CheckIcon className="size-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
