import type { GalleryCategory } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyState, Spinner } from '../../ui/status.tsx';

// admin.md §2 Manage Categories: every category, inactive ones included, in display order, each
// with its name, ID, display order and state, and Edit and Delete. Each row carries its key so
// focus finds its way back after a deletion (ui/focus-return.ts).

export function CategoryList({
  categories,
  editingId,
  onEdit,
  onDelete,
}: {
  categories: readonly GalleryCategory[] | null;
  editingId: string | null;
  onEdit: (category: GalleryCategory) => void;
  onDelete: (category: GalleryCategory) => void;
}) {
  if (categories === null) return <Spinner label="Loading categories…" />;
  if (categories.length === 0) return <EmptyState>{MESSAGES.galleryAdmin.noCategories}</EmptyState>;
  return (
    <ul aria-label="Categories" className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
      {categories.map((category) => (
        <li
          key={category._id}
          data-row-key={category._id}
          className={`flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between ${
            editingId === category.id ? 'bg-amber-50' : ''
          }`}
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              {category.name}
              {category.isActive ? (
                <Badge colourClass="bg-green-100 text-green-800">Active</Badge>
              ) : (
                <Badge colourClass="bg-slate-200 text-slate-800">Inactive</Badge>
              )}
            </p>
            <p className="mt-0.5 text-sm break-all text-slate-600">
              ID <code className="font-mono text-slate-800">{category.id}</code> · Display order{' '}
              {category.displayOrder}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="secondary" size="sm" onClick={() => onEdit(category)}>
              Edit<span className="sr-only"> {category.name}</span>
            </Button>
            <Button variant="danger" size="sm" onClick={() => onDelete(category)}>
              Delete<span className="sr-only"> {category.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
