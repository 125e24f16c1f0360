import { Link } from 'react-router';
import { FOCUS_VISIBLE } from '../services/styles.ts';

// Home / Products / {current}: where a product page sits, on a light background.
export function ProductBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        {[
          { label: 'Home', href: '/' },
          { label: 'Products', href: '/products' },
        ].map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-2">
            <Link
              to={crumb.href}
              className={`rounded-sm underline-offset-4 hover:underline ${FOCUS_VISIBLE}`}
            >
              {crumb.label}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
