import { useState } from 'react';
import type { GalleryCategory } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Banner } from '../../ui/status.tsx';
import { FormDialogFrame } from '../content/form-dialog-frame.tsx';
import { useConfirmedDelete } from '../content/use-confirmed-delete.ts';
import { CategoryForm } from './category-form.tsx';
import { CategoryList } from './category-list.tsx';
import type { GalleryCategories } from './use-gallery-categories.ts';

// admin.md §2 Manage Categories dialog: the form above the list (the empty text says "Add your
// first category above"), edit and delete per category; delete asks first and keeps the images
// (§2). The confirmation opens over this dialog; Escape or Cancel closes only the confirmation
// and focus goes back to the Delete button it came from (or the next row's, once deleted).

const m = MESSAGES.galleryAdmin;

export function ManageCategoriesDialog({
  open,
  list,
  onClose,
}: {
  open: boolean;
  list: GalleryCategories;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState<GalleryCategory | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A deleted category leaves the list at once, before it is fetched again, so focus can move
  // from the closed confirmation to the next row's Delete.
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  // Each opening starts with an empty form.
  const [openings, setOpenings] = useState(0);
  const remove = useConfirmedDelete<GalleryCategory>({
    path: (category) => `/gallery-categories/${encodeURIComponent(category.id)}`,
    fallbackError: m.deleteCategoryFailed,
    onDeleted: (category) => {
      setDeletedIds((ids) => new Set([...ids, category._id]));
      setNotice(`“${category.name}” was deleted. Its images were kept.`);
      if (editing?.id === category.id) setEditing(null);
      list.reload();
    },
  });

  const close = () => {
    setEditing(null);
    setNotice(null);
    setOpenings((count) => count + 1);
    onClose();
  };

  return (
    <>
      <FormDialogFrame
        open={open}
        title="Manage Categories"
        description="The tabs of the public gallery, in display order. Inactive ones are hidden there."
        onRequestClose={close}
        footer={
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        }
      >
        <div className="space-y-5">
          {notice && (
            <Banner tone="success" onDismiss={() => setNotice(null)}>
              {notice}
            </Banner>
          )}
          <CategoryForm
            key={openings}
            editing={editing}
            onCancelEdit={() => setEditing(null)}
            onSaved={(category, wasNew) => {
              setNotice(`“${category.name}” was ${wasNew ? 'added' : 'saved'}.`);
              setEditing(null);
              list.reload();
            }}
          />
          <section aria-labelledby="category-list-title">
            <h3 id="category-list-title" className="mb-3 text-lg font-semibold text-brand-900">
              Categories
            </h3>
            {list.error && (
              <div className="mb-3">
                <Banner tone="error">{list.error}</Banner>
              </div>
            )}
            {(list.categories !== null || !list.error) && (
              <CategoryList
                categories={list.categories?.filter((category) => !deletedIds.has(category._id)) ?? null}
                editingId={editing?.id ?? null}
                onEdit={(category) => {
                  setNotice(null);
                  setEditing(category);
                }}
                onDelete={(category) => {
                  setNotice(null);
                  remove.ask(category);
                }}
              />
            )}
          </section>
        </div>
      </FormDialogFrame>
      <ConfirmDialog
        open={remove.target !== null}
        title="Delete category"
        message={m.confirmDeleteCategory}
        isBusy={remove.isBusy}
        error={remove.error}
        onConfirm={() => void remove.confirm()}
        onCancel={remove.cancel}
      />
    </>
  );
}
