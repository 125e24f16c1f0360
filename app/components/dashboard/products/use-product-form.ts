import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type StaffProduct as Product,
  staffProductAnswer,
} from '../../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { productFieldsSchema } from '../../../../domain/product.ts';
import { ApiError, apiRequest, apiUpload, failureMessage } from '../../../api-client.ts';
import { useCheckedForm, useFocusRequest } from '../../forms/use-checked-form.ts';
import { notImageProblem } from '../content/image-file-field.tsx';
import type { ChosenAsset } from '../media/media-picker.tsx';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from '../publishing/local-draft.ts';
import { recordPath } from '../publishing/publishing-api.ts';
import { appendPublishing, type SaveOutcome, saveOutcome } from '../publishing/publishing-body.ts';
import { useAutosave } from '../publishing/use-autosave.ts';
import { usePublishingForm } from '../publishing/use-publishing-form.ts';
import {
  draftFromProduct,
  EMPTY_DRAFT,
  EMPTY_FIELDS,
  EMPTY_LISTS,
  isSameDraft,
  type ProductDraft,
  type ProductLists,
  productBody,
} from './product-body.ts';

// admin.md §4 Management screens (products): the form is open or closed, in create or edit mode
// (edit remembers the product's _id), saving or not. "Edit fills the form from the item, opens
// it"; "Toggling Add resets the form"; "A successful save reloads the list, closes and resets
// the form" (the owner's onSaved does the first two). §5: title, category and description
// required, the thumbnail only on create; §7: the multipart body, sent with its upload progress.
// Decision 024: Save Product is Publish, beside Save draft; an edit opens the working copy and
// autosaves its draft; a new product keeps what is typed in the browser until its first save.

const m = MESSAGES.productAdmin;

/** The typed fields in form order, for focus on the first invalid one. */
const FIELD_ORDER = ['title', 'category', 'description', 'content', 'id', 'externalLink'] as const;

export const THUMBNAIL_ID = 'product-thumbnail';

const LOCAL_KEY = 'products';

function isDraft(value: unknown): value is ProductDraft {
  return typeof value === 'object' && value !== null && 'fields' in value && 'lists' in value;
}

export function useProductForm({
  onSaved,
  onDraftSaved,
}: {
  onSaved: (product: Product, wasEdit: boolean, outcome: SaveOutcome) => void;
  onDraftSaved?: () => void;
}) {
  const form = useCheckedForm(productFieldsSchema, FIELD_ORDER, EMPTY_FIELDS, 'product');
  const publishing = usePublishingForm();
  const [isLoading, setLoading] = useState(false);
  const [restoredLocal, setRestoredLocal] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [initial, setInitial] = useState<ProductDraft>(EMPTY_DRAFT);
  const [lists, setLists] = useState<ProductLists>(EMPTY_LISTS);
  const [thumbnail, setThumbnail] = useState<File[]>([]);
  const [thumbnailError, setThumbnailError] = useState<string | undefined>(undefined);
  // A media library picture chosen instead of a file (decision 025).
  const [libraryThumbnail, setLibraryThumbnail] = useState<ChosenAsset | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isSubmitting = useRef(false);
  const thumbnailInput = useRef<HTMLInputElement | null>(null);
  const [bannerRef, focusBanner] = useFocusRequest<HTMLDivElement>();

  const draft: ProductDraft = { fields: form.values, lists };
  const hasTextChanges = isOpen && !isLoading && !isSameDraft(draft, initial);
  const isDirty = isOpen && (thumbnail.length > 0 || libraryThumbnail !== null || hasTextChanges);

  const start = (product: Product | null, local: ProductDraft | null = null, keepHistoryOpen = false) => {
    const filled = product ? draftFromProduct(product) : (local ?? EMPTY_DRAFT);
    publishing.fill(product, keepHistoryOpen);
    setRestoredLocal(local !== null);
    form.fill(filled.fields);
    setLists(filled.lists);
    setInitial(product || !local ? filled : EMPTY_DRAFT);
    setEditing(product);
    setThumbnail([]);
    setLibraryThumbnail(null);
    setThumbnailError(undefined);
    setFailure(null);
    setProgress(null);
  };

  const chooseThumbnail = (files: File[]) => {
    const problem = notImageProblem(files, m.imageNotImage);
    setThumbnailError(problem ?? undefined);
    if (problem) {
      setThumbnail([]);
      if (thumbnailInput.current) thumbnailInput.current.value = '';
      return;
    }
    setThumbnail(files);
    if (files.length > 0) setLibraryThumbnail(null);
  };

  const chooseLibraryThumbnail = (asset: ChosenAsset) => {
    setLibraryThumbnail(asset);
    setThumbnail([]);
    setThumbnailError(undefined);
    if (thumbnailInput.current) thumbnailInput.current.value = '';
  };

  /** admin.md §5: "thumbnail required only on create"; on edit an empty input keeps the current. */
  const missingThumbnail = () =>
    editing === null && thumbnail.length === 0 && libraryThumbnail === null ? m.thumbnailRequired : undefined;

  // A new product keeps its text in the browser until its first save (decision 024).
  useEffect(() => {
    if (isOpen && !editing && !isSaving && hasTextChanges)
      writeLocalDraft(LOCAL_KEY, { fields: form.values, lists });
  }, [isOpen, editing, isSaving, hasTextChanges, form.values, lists]);

  const autosave = useAutosave({
    isEnabled: isOpen && editing !== null && !isSaving && !isLoading,
    hasChanges: hasTextChanges,
    save: async () => {
      if (!editing) return;
      const sent: ProductDraft = { fields: form.values, lists };
      await apiUpload(
        recordPath('products', editing._id),
        appendPublishing(productBody(sent, null, editing), 'draft', null),
        staffProductAnswer,
        { method: 'PUT' },
      );
      setInitial(sent);
      onDraftSaved?.();
    },
  });

  /** Edit opens the working copy (decision 024): the draft over the published product. */
  const openEdit = async (product: Product, keepHistoryOpen = false) => {
    start(product, null, keepHistoryOpen);
    setLoading(true);
    try {
      const { data } = await apiRequest(
        `${recordPath('products', product._id)}?view=draft`,
        staffProductAnswer,
      );
      start(data.product, null, keepHistoryOpen);
    } catch (error) {
      setFailure(failureMessage(error, m.fetchFailed));
    } finally {
      setLoading(false);
    }
  };

  const save = async (intent: 'draft' | 'publish') => {
    if (isSubmitting.current || isLoading) return;
    // A file refused on choosing was cleared then, so only a missing one can stop the save here.
    const thumbnailProblem = missingThumbnail();
    setThumbnailError(thumbnailProblem);
    const fields = form.check();
    if (!fields) return;
    if (thumbnailProblem) {
      thumbnailInput.current?.focus();
      return;
    }
    const status = publishing.check(intent, 'product');
    if (!status) return;
    publishing.setSavingAs(intent);
    isSubmitting.current = true;
    await autosave.idle();
    setSaving(true);
    setFailure(null);
    const file = thumbnail[0] ?? null;
    setProgress(file ? 0 : null);
    try {
      const { data } = await apiUpload(
        editing ? recordPath('products', editing._id) : '/products',
        appendPublishing(
          productBody({ fields: form.values, lists }, file ?? libraryThumbnail?.url ?? null, editing),
          status,
          publishing.schedule,
        ),
        staffProductAnswer,
        { method: editing ? 'PUT' : 'POST', ...(file ? { onProgress: setProgress } : {}) },
      );
      const wasEdit = editing !== null;
      clearLocalDraft(LOCAL_KEY);
      setOpen(false);
      start(null);
      autosave.reset();
      onSaved(data.product, wasEdit, saveOutcome(status, intent));
    } catch (error) {
      // The fields are enabled again before focus moves to the one the server faulted (a
      // disabled control cannot take focus).
      flushSync(() => {
        setSaving(false);
        setProgress(null);
      });
      setFailure(failureMessage(error, m.saveFailed));
      publishing.showServerErrors(error);
      const serverThumbnailError = error instanceof ApiError ? error.fieldErrors.thumbnail : undefined;
      if (serverThumbnailError) setThumbnailError(serverThumbnailError);
      if (!form.showServerErrors(error)) {
        if (serverThumbnailError) thumbnailInput.current?.focus();
        else focusBanner();
      }
    } finally {
      isSubmitting.current = false;
      publishing.setSavingAs(null);
      setSaving(false);
      setProgress(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save('publish');
  };

  return {
    form,
    lists,
    setLists,
    editing,
    isOpen,
    isDirty,
    isSaving,
    isLoading,
    publishing,
    autosave,
    restoredLocal,
    discardLocal() {
      clearLocalDraft(LOCAL_KEY);
      start(null);
    },
    saveDraft: () => void save('draft'),
    reloadWorkingCopy() {
      if (editing) void openEdit(editing, true);
      onDraftSaved?.();
    },
    failure,
    bannerRef,
    progress,
    thumbnail: {
      files: thumbnail,
      error: thumbnailError,
      choose: chooseThumbnail,
      library: { chosen: libraryThumbnail, onChoose: chooseLibraryThumbnail },
      inputRef: (element: HTMLInputElement | null) => {
        thumbnailInput.current = element;
      },
    },
    /** Opens the form empty (Add New Product) or filled from `product` (Edit). */
    open(product: Product | null) {
      setOpen(true);
      if (product) void openEdit(product);
      else {
        const local = readLocalDraft(LOCAL_KEY);
        start(null, isDraft(local) ? local : null);
      }
    },
    /** Closes and resets the form (Cancel; the owner asks first when there are changes). */
    close() {
      if (!editing) clearLocalDraft(LOCAL_KEY);
      setOpen(false);
      start(null);
    },
    submit,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
