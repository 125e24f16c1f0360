import type { GalleryCategory } from '../../../../domain/entities.ts';
import type { FieldErrors } from '../../../../domain/field-errors.ts';
import { SelectField, TextAreaField, TextField } from '../../forms/field.tsx';
import type { FieldElement } from '../../forms/field-binding.ts';

// admin.md §5 gallery image form: Category (required), Image Date (defaults to today) and
// Description, the same on upload and edit; on upload they are shared by every chosen file.
// Textarea rows: description 2 (admin.md §9).

export type SharedImageValues = { category: string; imageDate: string; description: string };

/** The categories to choose from; an image kept in a deleted category may stay there (§2). */
export function categoryOptions(categories: readonly GalleryCategory[], current?: string) {
  const options = categories.map((category) => ({
    value: category.id,
    label: category.isActive ? category.name : `${category.name} (inactive)`,
  }));
  if (current && !categories.some((category) => category.id === current)) {
    options.push({ value: current, label: `${current} (category deleted)` });
  }
  return options;
}

export function SharedImageFields({
  idPrefix,
  values,
  errors,
  categories,
  currentCategory,
  disabled,
  onChange,
  fieldRef,
  isShared = false,
}: {
  idPrefix: string;
  values: SharedImageValues;
  errors: FieldErrors;
  categories: readonly GalleryCategory[];
  /** On edit, the image's category (kept as a choice if it was deleted). */
  currentCategory?: string;
  disabled?: boolean;
  onChange: (field: keyof SharedImageValues, value: string) => void;
  fieldRef: (field: keyof SharedImageValues) => (element: FieldElement | null) => void;
  /** On upload: says that every chosen image gets these. */
  isShared?: boolean;
}) {
  const bind = (field: keyof SharedImageValues) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (value: string) => onChange(field, value),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        {...bind('category')}
        ref={fieldRef('category')}
        label="Category"
        required
        placeholder="Select a category"
        options={categoryOptions(categories, currentCategory)}
        hint={isShared ? 'Every image below goes here.' : undefined}
      />
      <TextField
        {...bind('imageDate')}
        ref={fieldRef('imageDate')}
        type="date"
        label="Image Date"
        hint="When the photograph was taken; today if left empty."
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...bind('description')}
          ref={fieldRef('description')}
          rows={2}
          label="Description"
          hint={isShared ? 'Shown with every image below in the public gallery.' : undefined}
        />
      </div>
    </div>
  );
}
