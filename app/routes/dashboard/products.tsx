import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type StaffProduct as Product,
  staffProductListAnswer,
} from '../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { type SavedItem, SavedNotice } from '../../components/dashboard/content/saved-notice.tsx';
import { useUnsavedChanges } from '../../components/dashboard/content/unsaved-changes.tsx';
import { useConfirmedDelete } from '../../components/dashboard/content/use-confirmed-delete.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { listApiPath, pageParam, withFilter, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { CategoryFilter } from '../../components/dashboard/products/category-filter.tsx';
import { productPublicPath } from '../../components/dashboard/products/product-body.ts';
import { editButtonId } from '../../components/dashboard/products/product-card.tsx';
import { ProductForm } from '../../components/dashboard/products/product-form.tsx';
import { ProductGrid } from '../../components/dashboard/products/product-grid.tsx';
import { ProductViewDialog } from '../../components/dashboard/products/product-view-dialog.tsx';
import { useProductForm } from '../../components/dashboard/products/use-product-form.ts';
import { savedMessage } from '../../components/dashboard/publishing/publishing-body.ts';
import { usePublishToggle } from '../../components/dashboard/publishing/use-publish-toggle.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { useFocusRequest } from '../../components/forms/use-checked-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// admin.md §2 Product Management, under /dashboard and /admin-dashboard: Add New Product and
// Cancel toggle, the category filter (kept in ?category=, the list fetched again whenever it
// changes, §4), the card grid, View, Edit, Delete after "Are you sure you want to delete this
// product?". After every save or delete the list is fetched again (§7); a save offers the
// product's public page. While the form is open it takes the place of the filter and the grid,
// so nothing but the form and the toggle can leave it, and each of those asks first when there
// are unsaved changes.

const m = MESSAGES.productAdmin;
const TOGGLE_ID = 'product-form-toggle';

export function meta() {
  return dashboardMeta('Product Management');
}

export default function ProductManagement() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  // A page at a time in ?page= (decision 019); a new category starts again at page 1 (withFilter).
  const list = useApiQuery(
    listApiPath('/products', search, ['category', 'page']),
    staffProductListAnswer,
    m.fetchFailed,
  );
  const [saved, setSaved] = useState<SavedItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Product | null>(null);
  const [noticeRef, focusNotice] = useFocusRequest<HTMLDivElement>();
  // The control that takes focus once the form has closed (the toggle, an Edit button, the notice).
  const focusAfterClose = useRef<string | null>(null);

  const editor = useProductForm({
    onSaved: (product, _wasEdit, outcome) => {
      toggle.clear();
      const message = savedMessage(product.title, outcome);
      // Only a published product has a public page to view.
      if (outcome === 'published') {
        setNotice(null);
        setSaved({ message, publicPath: productPublicPath(product) });
      } else {
        setSaved(null);
        setNotice(message);
      }
      focusAfterClose.current = 'notice';
      list.reload();
    },
    onDraftSaved: () => list.reload(),
  });
  const toggle = usePublishToggle('products', list.reload);
  const guard = useUnsavedChanges(editor.isDirty);
  const removal = useConfirmedDelete<Product>({
    path: (product) => `/products/${encodeURIComponent(product._id)}`,
    fallbackError: m.deleteFailed,
    onDeleted: (product) => {
      setSaved(null);
      setNotice(`“${product.title}” was deleted.`);
      // Its card, where focus would return, is about to go; the notice takes focus instead.
      focusNotice();
      list.reload();
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusNotice only sets state; closing is the trigger.
  useEffect(() => {
    if (editor.isOpen) return;
    const target = focusAfterClose.current;
    focusAfterClose.current = null;
    if (target === 'notice') focusNotice();
    else if (target) document.getElementById(target)?.focus();
  }, [editor.isOpen]);

  const openForm = (product: Product | null) => {
    setSaved(null);
    setNotice(null);
    focusAfterClose.current = product ? editButtonId(product) : TOGGLE_ID;
    editor.open(product);
  };
  const closeForm = () => guard.confirmDiscard(editor.close);

  const products = list.data?.data.products ?? [];
  const category = search.get('category') ?? '';
  return (
    <>
      <PageHeader
        title="Product Management"
        description="The catalogue on the public products page: add, edit or remove products."
        actions={
          <Button
            id={TOGGLE_ID}
            variant={editor.isOpen ? 'secondary' : 'primary'}
            aria-expanded={editor.isOpen}
            onClick={() => (editor.isOpen ? closeForm() : openForm(null))}
          >
            {editor.isOpen ? 'Cancel' : 'Add New Product'}
          </Button>
        }
      />
      <div ref={noticeRef} tabIndex={-1} className="mb-5 space-y-4 focus:outline-none empty:hidden">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {toggle.failure && <Banner tone="error">{toggle.failure}</Banner>}
        {toggle.notice && (
          <Banner tone="success" onDismiss={toggle.clear}>
            {toggle.notice}
          </Banner>
        )}
        {saved && <SavedNotice saved={saved} onDismiss={() => setSaved(null)} />}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
      </div>
      {editor.isOpen ? (
        <ProductForm key={editor.editing?._id ?? 'new'} state={editor} onCancel={closeForm} />
      ) : (
        <>
          <div className="mb-5">
            <CategoryFilter
              chosen={category}
              onChoose={(name) => setSearch((current) => withFilter(current, 'category', name))}
            />
          </div>
          {/* A failed first load shows its banner only, not an empty catalogue. */}
          {(list.data || !list.error) && (
            <ProductGrid
              products={products}
              isLoading={list.isLoading && !list.data}
              isRefreshing={list.isLoading && list.data !== undefined}
              onView={setViewing}
              onEdit={openForm}
              onDelete={removal.ask}
              busyId={toggle.busyId}
              onPublish={(product, publish) => {
                setSaved(null);
                setNotice(null);
                void toggle.run(product._id, product.title, publish);
              }}
            />
          )}
          <div className="mt-6">
            <Pagination
              page={page}
              totalPages={list.data?.totalPages ?? 0}
              label="Product pages"
              onChange={(next) => setSearch((current) => withPage(current, next))}
            />
          </div>
        </>
      )}
      <ProductViewDialog
        product={viewing}
        onClose={() => setViewing(null)}
        onEdit={(product) => {
          setViewing(null);
          openForm(product);
        }}
      />
      <ConfirmDialog
        open={removal.target !== null}
        title="Delete product"
        message={m.confirmDelete}
        isBusy={removal.isBusy}
        error={removal.error}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
      {guard.dialog}
    </>
  );
}
