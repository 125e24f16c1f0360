import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { productAnswer } from '../../../../domain/answers/products.ts';
import type { Product } from '../../../../domain/entities.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { productFieldsSchema } from '../../../../domain/product.ts';
import { ApiError, apiUpload, failureMessage } from '../../../api-client.ts';
import { useCheckedForm, useFocusRequest } from '../../forms/use-checked-form.ts';
import { notImageProblem } from '../content/image-file-field.tsx';
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

const m = MESSAGES.productAdmin;

/** The typed fields in form order, for focus on the first invalid one. */
const FIELD_ORDER = ['title', 'category', 'description', 'content', 'id', 'externalLink'] as const;

export const THUMBNAIL_ID = 'product-thumbnail';

export function useProductForm({ onSaved }: { onSaved: (product: Product, wasEdit: boolean) => void }) {
  const form = useCheckedForm(productFieldsSchema, FIELD_ORDER, EMPTY_FIELDS, 'product');
  const [isOpen, setOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [initial, setInitial] = useState<ProductDraft>(EMPTY_DRAFT);
  const [lists, setLists] = useState<ProductLists>(EMPTY_LISTS);
  const [thumbnail, setThumbnail] = useState<File[]>([]);
  const [thumbnailError, setThumbnailError] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const isSubmitting = useRef(false);
  const thumbnailInput = useRef<HTMLInputElement | null>(null);
  const [bannerRef, focusBanner] = useFocusRequest<HTMLDivElement>();

  const draft: ProductDraft = { fields: form.values, lists };
  const isDirty = isOpen && (thumbnail.length > 0 || !isSameDraft(draft, initial));

  const start = (product: Product | null) => {
    const filled = product ? draftFromProduct(product) : EMPTY_DRAFT;
    form.fill(filled.fields);
    setLists(filled.lists);
    setInitial(filled);
    setEditing(product);
    setThumbnail([]);
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
  };

  /** admin.md §5: "thumbnail required only on create"; on edit an empty input keeps the current. */
  const missingThumbnail = () =>
    editing === null && thumbnail.length === 0 ? m.thumbnailRequired : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting.current) return;
    // A file refused on choosing was cleared then, so only a missing one can stop the save here.
    const thumbnailProblem = missingThumbnail();
    setThumbnailError(thumbnailProblem);
    const fields = form.check();
    if (!fields) return;
    if (thumbnailProblem) {
      thumbnailInput.current?.focus();
      return;
    }
    isSubmitting.current = true;
    setSaving(true);
    setFailure(null);
    const file = thumbnail[0] ?? null;
    setProgress(file ? 0 : null);
    try {
      const { data } = await apiUpload(
        editing ? `/products/${encodeURIComponent(editing._id)}` : '/products',
        productBody({ fields: form.values, lists }, file, editing),
        productAnswer,
        { method: editing ? 'PUT' : 'POST', ...(file ? { onProgress: setProgress } : {}) },
      );
      const wasEdit = editing !== null;
      setOpen(false);
      start(null);
      onSaved(data.product, wasEdit);
    } catch (error) {
      // The fields are enabled again before focus moves to the one the server faulted (a
      // disabled control cannot take focus).
      flushSync(() => {
        setSaving(false);
        setProgress(null);
      });
      setFailure(failureMessage(error, m.saveFailed));
      const serverThumbnailError = error instanceof ApiError ? error.fieldErrors.thumbnail : undefined;
      if (serverThumbnailError) setThumbnailError(serverThumbnailError);
      if (!form.showServerErrors(error)) {
        if (serverThumbnailError) thumbnailInput.current?.focus();
        else focusBanner();
      }
    } finally {
      isSubmitting.current = false;
      setSaving(false);
      setProgress(null);
    }
  };

  return {
    form,
    lists,
    setLists,
    editing,
    isOpen,
    isDirty,
    isSaving,
    failure,
    bannerRef,
    progress,
    thumbnail: {
      files: thumbnail,
      error: thumbnailError,
      choose: chooseThumbnail,
      inputRef: (element: HTMLInputElement | null) => {
        thumbnailInput.current = element;
      },
    },
    /** Opens the form empty (Add New Product) or filled from `product` (Edit). */
    open(product: Product | null) {
      start(product);
      setOpen(true);
    },
    /** Closes and resets the form (Cancel; the owner asks first when there are changes). */
    close() {
      setOpen(false);
      start(null);
    },
    submit,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
