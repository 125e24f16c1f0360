import type { StaffProduct as Product } from '../../../../domain/answers/staff-records.ts';
import { specificationRows } from '../../../../domain/product.ts';
import { externalHref } from '../../products/links.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { RecordDialog, RecordSection } from '../content/record-dialog.tsx';
import { ProductCategoryBadge } from './product-category-badge.tsx';
import { ProductThumbnail } from './product-thumbnail.tsx';

// admin.md §2 Product Management, View modal: "title, category, thumbnail, description, Key
// Features, Specifications (key and value rows), Applications, External Link (opens in a new
// tab), and Product Details paragraphs". Keys written in camel case are split into words (§3);
// a part the product lacks is left out. The external link is free text (§5), so it is a link
// only when it can be an http(s) address, as on the public page.

/** The full details, one paragraph per line (blank lines dropped). */
export function detailParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; the list is shown once.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function ExternalLink({ link }: { link: string }) {
  const href = externalHref(link);
  if (!href) return <p className="break-words">{link}</p>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`break-all font-medium text-brand-500 underline ${FOCUS_RING}`}
    >
      {link}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function ProductViewDialog({
  product,
  onClose,
  onEdit,
}: {
  product: Product | null;
  onClose: () => void;
  onEdit: (product: Product) => void;
}) {
  const rows = product ? specificationRows(product) : [];
  const paragraphs = product ? detailParagraphs(product.content) : [];
  return (
    <RecordDialog
      open={product !== null}
      title={product?.title ?? ''}
      onClose={onClose}
      actions={
        product && (
          <Button variant="secondary" onClick={() => onEdit(product)}>
            Edit<span className="sr-only"> {product.title}</span>
          </Button>
        )
      }
    >
      {product && (
        // Each RecordSection brings its own top margin.
        <div>
          <div className="grid gap-5 sm:grid-cols-[16rem_1fr]">
            <ProductThumbnail
              src={product.thumbnail}
              alt={product.thumbnail ? product.title : ''}
              sizes="(min-width: 640px) 16rem, 100vw"
              className="rounded-lg ring-1 ring-slate-200"
            />
            <div>
              <p className="text-sm font-semibold text-slate-600">
                Category <ProductCategoryBadge product={product} className="ml-1" />
              </p>
              <p className="mt-3 text-sm text-slate-600">
                Product ID <span className="font-mono text-slate-800">{product.id}</span>
              </p>
              <p className="mt-3 leading-relaxed text-slate-700">{product.description}</p>
            </div>
          </div>
          {product.features.length > 0 && (
            <RecordSection title="Key Features">
              <BulletList items={product.features} />
            </RecordSection>
          )}
          {rows.length > 0 && (
            <RecordSection title="Specifications">
              <table className="w-full text-left text-sm">
                <tbody className="divide-y divide-slate-200">
                  {rows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; shown once.
                    <tr key={index}>
                      <th scope="row" className="w-2/5 py-2 pr-4 align-top font-semibold text-slate-800">
                        {row.label}
                      </th>
                      <td className="py-2 align-top">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </RecordSection>
          )}
          {product.applications.length > 0 && (
            <RecordSection title="Applications">
              <BulletList items={product.applications} />
            </RecordSection>
          )}
          {product.externalLink && (
            <RecordSection title="External Link">
              <ExternalLink link={product.externalLink} />
            </RecordSection>
          )}
          {paragraphs.length > 0 && (
            <RecordSection title="Product Details">
              <div className="space-y-3 leading-relaxed">
                {paragraphs.map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat; shown once.
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </RecordSection>
          )}
        </div>
      )}
    </RecordDialog>
  );
}
