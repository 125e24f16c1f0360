import { Link } from 'react-router';
import type { Product } from '../../../domain/entities.ts';
import { specificationRows } from '../../../domain/product.ts';
import { countProductLink } from '../../insights/link-insights.ts';
import { ArrowRightIcon } from '../services/icons.tsx';
import { buttonClass } from '../ui/buttons.ts';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { CONTAINER } from '../ui/layout.ts';
import { ProductBreadcrumb } from './breadcrumb.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { externalHref } from './links.ts';
import { ProductImage } from './product-image.tsx';
import { Applications, KeyFeatures, ProductDetails, Specifications } from './product-sections.tsx';

// public-site.md §2 Product detail: image (placeholder when absent), title, description, Key
// Features, Specifications (only if present; camel-case keys split into words), Applications,
// and a Visit External Link button when the product has one.

function ExternalLinkIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false" className="size-4">
      <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.3a1 1 0 1 0 1.42 1.4L15 6.42V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
      <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
    </svg>
  );
}

export function ProductDetail({ product }: { product: Product }) {
  const link = externalHref(product.externalLink);
  return (
    <>
      <section aria-labelledby="page-heading" className="bg-slate-50 py-10 sm:py-14">
        <div className={CONTAINER}>
          <ProductBreadcrumb current={product.title} />
          <div className="mt-8 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
            <ProductImage
              src={product.thumbnail}
              alt={product.title}
              sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 50vw, 100vw"
              isPriority
              className="rounded-xl ring-1 ring-slate-200"
            />
            <div>
              <CategoryBadge name={product.category.name} />
              <h1
                id="page-heading"
                className="mt-4 text-3xl font-bold leading-tight text-balance text-brand-900 sm:text-4xl"
              >
                {product.title}
              </h1>
              <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-slate-700">
                {product.description}
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                {link && (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={countProductLink(link)}
                    className={buttonClass()}
                  >
                    Visit External Link
                    <span className="sr-only"> (opens in a new tab)</span>
                    <ExternalLinkIcon />
                  </a>
                )}
                <Link
                  to="/contact"
                  className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-900 transition-colors hover:bg-white ${FOCUS_RING}`}
                >
                  Enquire about this product
                  <ArrowRightIcon />
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>
      <div className={`${CONTAINER} space-y-6 py-12 sm:py-16`}>
        <ProductDetails content={product.content} />
        {/* public-site.md §2 Product detail: Key Features, Specifications, Applications, in that order. */}
        <KeyFeatures features={product.features} />
        <Specifications rows={specificationRows(product)} />
        <Applications applications={product.applications} />
        <Link
          to="/products"
          className={`inline-flex items-center gap-2 rounded-sm font-semibold text-brand-500 underline-offset-4 hover:underline ${FOCUS_RING}`}
        >
          <ArrowRightIcon className="size-4 rotate-180" />
          Back to all products
        </Link>
      </div>
    </>
  );
}
