import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type StaffGalleryImage as GalleryImage,
  staffGalleryImageListAnswer,
} from '../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { type SavedItem, SavedNotice } from '../../components/dashboard/content/saved-notice.tsx';
import { useConfirmedDelete } from '../../components/dashboard/content/use-confirmed-delete.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { CategoryChips } from '../../components/dashboard/gallery/category-chips.tsx';
import {
  type Chip,
  chipSearch,
  chosenChip,
  imagesApiPath,
  isChosen,
} from '../../components/dashboard/gallery/category-choice.ts';
import { EditImageDialog } from '../../components/dashboard/gallery/edit-image-dialog.tsx';
import { ImageCards } from '../../components/dashboard/gallery/image-cards.tsx';
import { ManageCategoriesDialog } from '../../components/dashboard/gallery/manage-categories-dialog.tsx';
import { editedNotice, uploadedNotice } from '../../components/dashboard/gallery/saved-messages.ts';
import {
  type LocalChanges,
  shownImages,
  withDeleted,
  withEdited,
} from '../../components/dashboard/gallery/shown-images.ts';
import { UploadDialog } from '../../components/dashboard/gallery/upload-dialog.tsx';
import { useGalleryCategories } from '../../components/dashboard/gallery/use-gallery-categories.ts';
import { pageParam, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { savedMessage } from '../../components/dashboard/publishing/publishing-body.ts';
import { usePublishToggle } from '../../components/dashboard/publishing/use-publish-toggle.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner, EmptyState, Spinner } from '../../components/ui/status.tsx';

// admin.md §2 Gallery management, under /dashboard and /admin-dashboard: the Manage Categories
// dialog, the category chips (siteVisit first, the choice kept in the address), the image grid
// with Edit and Delete, and the upload and edit forms (§5), with the texts of §8. The default
// categories are created on the first load when there are none (§4, §9); every save or delete
// fetches the list again (§7) and a save links to the public page that shows it.

const m = MESSAGES.galleryAdmin;

export function meta() {
  return dashboardMeta('Gallery Management');
}

/** The image form: which one, whether it is open, and a new instance (fresh fields) per opening. */
type ImageForm = ({ mode: 'upload' } | { mode: 'edit'; image: GalleryImage }) & {
  open: boolean;
  generation: number;
};

export default function GalleryManagement() {
  const [search, setSearch] = useSearchParams();
  const categoryList = useGalleryCategories();
  const categories = categoryList.categories ?? [];
  const chosen = chosenChip(categoryList.categories, search);
  const page = pageParam(search);
  const images = useApiQuery(imagesApiPath(chosen, page), staffGalleryImageListAnswer, m.fetchImagesFailed);
  const [isManagingCategories, setManagingCategories] = useState(false);
  const [form, setForm] = useState<ImageForm | null>(null);
  const [saved, setSaved] = useState<SavedItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Saves and deletes show at once, before the list is fetched again (shown-images.ts).
  const [changes, setChanges] = useState<LocalChanges<GalleryImage> | null>(null);
  // After an upload, its category's chip is chosen, once the form has closed (so the form's
  // unsaved-changes guard has let go of the navigation).
  const [nextChip, setNextChip] = useState<Chip | null>(null);

  const removeImage = useConfirmedDelete<GalleryImage>({
    path: (image) => `/gallery/${encodeURIComponent(image._id)}`,
    fallbackError: m.deleteImageFailed,
    onDeleted: (image) => {
      setChanges((current) => withDeleted(current, images.data, image._id));
      setSaved(null);
      setNotice(`“${image.title}” was deleted.`);
      images.reload();
    },
  });

  const toggle = usePublishToggle('gallery', images.reload);

  useEffect(() => {
    if (!nextChip || form?.open) return;
    setNextChip(null);
    if (!isChosen(chosen, nextChip)) setSearch(chipSearch(search, nextChip), { preventScrollReset: true });
  }, [nextChip, form?.open, chosen, search, setSearch]);

  const openForm = (next: { mode: 'upload' } | { mode: 'edit'; image: GalleryImage }) =>
    setForm((current) => ({ ...next, open: true, generation: (current?.generation ?? 0) + 1 }));
  const closeForm = () => setForm((current) => (current ? { ...current, open: false } : current));

  const shown = shownImages(images.data, changes, chosen);
  const isFirstLoad = images.isLoading && !images.data;
  return (
    <>
      <PageHeader
        title="Gallery Management"
        description="Photographs on the public gallery, by category."
        actions={
          <>
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={() => setManagingCategories(true)}
            >
              Manage Categories
            </Button>
            <Button className="w-full sm:w-auto" onClick={() => openForm({ mode: 'upload' })}>
              Upload Images
            </Button>
          </>
        }
      />
      <div className="space-y-5">
        {categoryList.error && <Banner tone="error">{categoryList.error}</Banner>}
        {images.error && <Banner tone="error">{images.error}</Banner>}
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
        {categoryList.categories !== null ? (
          <CategoryChips categories={categories} chosen={chosen} />
        ) : (
          !categoryList.error && <Spinner label="Loading categories…" className="py-4" />
        )}
        <section aria-busy={images.isLoading}>
          {isFirstLoad ? (
            <Spinner label="Loading images…" />
          ) : shown.length === 0 ? (
            !images.error && <EmptyState>{MESSAGES.gallery.empty}</EmptyState>
          ) : (
            <div className={images.isLoading ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <ImageCards
                images={shown}
                categories={categories}
                onEdit={(image) => openForm({ mode: 'edit', image })}
                onDelete={removeImage.ask}
                busyId={toggle.busyId}
                onPublish={(image, publish) => {
                  setSaved(null);
                  setNotice(null);
                  void toggle.run(image._id, image.title, publish);
                }}
              />
            </div>
          )}
          <div className="mt-6">
            <Pagination
              page={page}
              totalPages={images.data?.totalPages ?? 0}
              label="Image pages"
              onChange={(next) => setSearch((current) => withPage(current, next))}
            />
          </div>
        </section>
      </div>

      <ManageCategoriesDialog
        open={isManagingCategories}
        list={categoryList}
        onClose={() => setManagingCategories(false)}
      />
      {form?.mode === 'upload' && (
        <UploadDialog
          key={form.generation}
          open={form.open}
          categories={categories}
          initialCategory={chosen.kind === 'category' ? chosen.id : ''}
          onClose={closeForm}
          onUploaded={(uploaded, isComplete, status) => {
            toggle.clear();
            if (status === 'published') {
              setNotice(null);
              setSaved(uploadedNotice(uploaded, categories));
            } else {
              // Drafts have no public place to link to yet.
              setSaved(null);
              setNotice(
                `${uploaded.length === 1 ? '1 image was' : `${uploaded.length} images were`} saved as ${uploaded.length === 1 ? 'a draft' : 'drafts'}. The public gallery does not show ${uploaded.length === 1 ? 'it' : 'them'} yet.`,
              );
            }
            images.reload();
            const [first] = uploaded;
            if (!isComplete) return;
            closeForm();
            if (first) setNextChip({ kind: 'category', id: first.category });
          }}
        />
      )}
      {form?.mode === 'edit' && (
        <EditImageDialog
          key={form.generation}
          open={form.open}
          image={form.image}
          categories={categories}
          onClose={closeForm}
          onDraftSaved={images.reload}
          onSaved={(image, outcome) => {
            toggle.clear();
            if (outcome === 'published') {
              setNotice(null);
              setSaved(editedNotice(image, categories));
            } else {
              setSaved(null);
              setNotice(savedMessage(image.title, outcome));
            }
            setChanges((current) => withEdited(current, images.data, image));
            closeForm();
            images.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={removeImage.target !== null}
        title="Delete image"
        message={m.confirmDeleteImage}
        isBusy={removeImage.isBusy}
        error={removeImage.error}
        onConfirm={() => void removeImage.confirm()}
        onCancel={removeImage.cancel}
      />
    </>
  );
}
