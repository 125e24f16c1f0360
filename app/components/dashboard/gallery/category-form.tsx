import { useEffect, useRef, useState } from 'react';
import { galleryCategoryAnswer } from '../../../../domain/answers/gallery.ts';
import type { GalleryCategory } from '../../../../domain/entities.ts';
import { type GalleryCategoryEditorValues, galleryCategoryEditorSchema } from '../../../../domain/gallery.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { slugify } from '../../../../domain/slug.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';
import { TextField } from '../../forms/field.tsx';
import { useCheckedForm } from '../../forms/use-checked-form.ts';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Banner } from '../../ui/status.tsx';

// admin.md §5 category form, §7 POST and PUT /gallery-categories: Name (required), ID (blank
// makes one from the name: lowercased, punctuation removed, spaces to hyphens; the hint shows it
// as the name is typed), Display Order (a whole number from 0, blank for 0) and Active. The same
// form edits a category chosen in the list; renaming its ID moves its images with it (the API).

const m = MESSAGES.galleryAdmin;
const FIELDS = ['name', 'id', 'displayOrder', 'isActive'] as const;
const EMPTY: GalleryCategoryEditorValues = { name: '', id: '', displayOrder: '0', isActive: 'true' };

function valuesOf(category: GalleryCategory): GalleryCategoryEditorValues {
  return {
    name: category.name,
    id: category.id,
    displayOrder: String(category.displayOrder),
    isActive: category.isActive ? 'true' : 'false',
  };
}

function idHint(values: GalleryCategoryEditorValues, editing: GalleryCategory | null): string {
  if (editing && values.id.trim() !== '' && values.id.trim() !== editing.id) {
    return 'Changing the ID moves this category’s images with it; old links to it will no longer choose it.';
  }
  if (values.id.trim() !== '') return 'Letters, numbers and hyphens; used in the gallery’s address.';
  const generated = slugify(values.name);
  return generated
    ? `Leave empty to use “${generated}”, made from the name.`
    : 'Leave empty to make one from the name.';
}

export function CategoryForm({
  editing,
  onSaved,
  onCancelEdit,
}: {
  /** The category being edited; null adds a new one. */
  editing: GalleryCategory | null;
  onSaved: (category: GalleryCategory, wasNew: boolean) => void;
  onCancelEdit: () => void;
}) {
  const form = useCheckedForm(galleryCategoryEditorSchema, FIELDS, EMPTY, 'category');
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const { fill, reset } = form;

  // Choosing Edit in the list fills the form and puts the cursor in Name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another category is chosen.
  useEffect(() => {
    setFailure(null);
    if (editing) {
      fill(valuesOf(editing));
      nameRef.current?.focus();
    } else reset();
  }, [editing]);

  const submit = async () => {
    if (isSaving) return;
    setFailure(null);
    const category = form.check();
    if (!category) return;
    setSaving(true);
    try {
      const path = editing ? `/gallery-categories/${encodeURIComponent(editing.id)}` : '/gallery-categories';
      const answer = await apiRequest(path, galleryCategoryAnswer, {
        method: editing ? 'PUT' : 'POST',
        json: category,
      });
      form.reset();
      onSaved(answer.data.category, editing === null);
    } catch (error) {
      setFailure(failureMessage(error, m.saveCategoryFailed));
      form.showServerErrors(error);
    } finally {
      setSaving(false);
    }
  };

  const nameBinding = form.bind('name');
  return (
    <form
      noValidate
      aria-labelledby="category-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id="category-form-title" className="text-lg font-semibold text-brand-900">
        {editing ? `Edit Category: ${editing.name}` : 'Add Category'}
      </h3>
      {failure && (
        <div className="mt-3">
          <Banner tone="error">{failure}</Banner>
        </div>
      )}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          {...nameBinding}
          ref={(element) => {
            nameRef.current = element;
            nameBinding.ref(element);
          }}
          label="Name"
          required
          disabled={isSaving}
        />
        <TextField
          {...form.bind('id')}
          label="ID"
          hint={idHint(form.values, editing)}
          autoComplete="off"
          disabled={isSaving}
        />
        <TextField
          {...form.bind('displayOrder')}
          label="Display Order"
          inputMode="numeric"
          hint="A whole number from 0; lower comes first."
          disabled={isSaving}
        />
        <label className="flex min-h-11 items-center gap-3 self-start text-sm font-semibold text-slate-800 sm:mt-7">
          <input
            type="checkbox"
            name="isActive"
            checked={form.values.isActive === 'true'}
            disabled={isSaving}
            onChange={(event) => form.change('isActive', event.target.checked ? 'true' : 'false')}
            className={`size-5 rounded border-slate-400 accent-brand-500 ${FOCUS_RING}`}
          />
          Active
          <span className="font-normal text-slate-600">(shown on the public gallery)</span>
        </label>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        {editing && (
          <Button variant="secondary" disabled={isSaving} onClick={onCancelEdit}>
            Cancel Edit
          </Button>
        )}
        <Button type="submit" isBusy={isSaving} busyLabel="Saving...">
          {editing ? 'Save Category' : 'Add Category'}
        </Button>
      </div>
    </form>
  );
}
