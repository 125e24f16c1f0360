import { Link } from 'react-router';
import { MESSAGES } from '../../../domain/messages.ts';
import { ArrowRightIcon } from '../services/icons.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { CONTAINER } from '../ui/layout.ts';

// public-site.md §2, §8: a missing product, or one that could not be loaded, shows
// 'Product Not Found' with a way back to the catalogue.
export function ProductNotFound() {
  return (
    <section aria-labelledby="page-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className={`${CONTAINER} max-w-2xl text-center`}>
        <h1 id="page-heading" className="text-3xl font-bold text-brand-900 sm:text-4xl">
          {MESSAGES.products.notFound}
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          The product you are looking for may have been renamed or is no longer listed.
        </p>
        <Link to="/products" className={`${buttonClass()} mt-8`}>
          Browse all products
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
