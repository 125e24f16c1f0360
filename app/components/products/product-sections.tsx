import type { ReactNode } from 'react';
import type { SpecificationRow } from '../../../domain/product.ts';
import { CheckIcon } from '../services/icons.tsx';

// The detail blocks of a product page (public-site.md §2): Key Features, Specifications and
// Applications. Each is left out when the product has nothing for it, so no empty heading shows.

function DetailBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-6 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 sm:text-2xl">
        {heading}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3 text-slate-700">
      {items.map((item, index) => (
        // Items may repeat; their place in the list is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once.
        <li key={index} className="flex gap-3 leading-relaxed">
          <CheckIcon className="mt-1 size-4 shrink-0 text-emerald-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function KeyFeatures({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <DetailBlock id="key-features" heading="Key Features">
      <CheckList items={features} />
    </DetailBlock>
  );
}

export function Specifications({ rows }: { rows: readonly SpecificationRow[] }) {
  if (rows.length === 0) return null;
  return (
    <DetailBlock id="specifications" heading="Specifications">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm sm:text-base">
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once; labels may repeat.
              <tr key={index}>
                <th scope="row" className="w-2/5 py-3 pr-4 align-top font-semibold text-slate-800">
                  {row.label}
                </th>
                <td className="py-3 align-top text-slate-700">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailBlock>
  );
}

export function Applications({ applications }: { applications: readonly string[] }) {
  if (applications.length === 0) return null;
  return (
    <DetailBlock id="applications" heading="Applications">
      <CheckList items={applications} />
    </DetailBlock>
  );
}

/** The full product details (admin.md §5 "Full Product Details"), one paragraph per blank line. */
export function ProductDetails({ content }: { content: string }) {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <DetailBlock id="product-details" heading="Product Details">
      <div className="space-y-4 leading-relaxed whitespace-pre-line text-slate-700">
        {paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </DetailBlock>
  );
}
