import { CheckIcon } from '../services/icons.tsx';
import { productsIntro } from './content.ts';

// The intro of /products: the kinds of equipment and supply packages on offer.
export function ProductOfferings() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {productsIntro.offerings.map((offering) => (
        <li key={offering.title} className="flex gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <h3 className="font-semibold text-brand-900">{offering.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{offering.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
