import { FIGURE_PAGES, type Figure } from '../../../../domain/site-content.ts';
import { SelectField, TextField } from '../../forms/field.tsx';
import { ItemList, newItemId } from './item-list.tsx';
import { itemFieldId, listAddId, listLocator } from './section-errors.ts';
import { fieldProps, updateItem } from './section-fields.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';
import { FIGURE_PAGE_LABELS } from './value-labels.ts';

// The figures the home and about pages count up to (decision 025): label, value (a whole number,
// typed as text and checked as a number), suffix ("+", "%") and the page; each page shows its own
// in list order.

const KEY = 'figures';

type FigureDraft = Omit<Figure, 'value'> & { value: string };

/** The typed value as the schema checks it: '' and anything not a number fail with its message. */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
}

export function FiguresEditor() {
  const form = useSectionForm({
    key: KEY,
    fromValue: (value: Figure[]): FigureDraft[] =>
      (value ?? []).map((figure) => ({ ...figure, value: String(figure.value) })),
    toValue: (draft: FigureDraft[]) =>
      draft.map((figure) => ({ ...figure, value: typedNumber(figure.value) })),
    locate: (draft) => listLocator({ prefix: KEY, noun: 'Figure', items: draft, nameOf: (f) => f.label }),
  });
  const { errors } = form;
  const figures = form.draft ?? [];
  const change = (id: string, patch: Partial<FigureDraft>) =>
    form.update((draft) => updateItem(draft, id, (figure) => ({ ...figure, ...patch })));

  return (
    <SectionFrame
      form={form}
      description="The counters on the Home and About pages. Each page shows its own figures in this order."
    >
      <ItemList
        prefix={KEY}
        noun="Figure"
        items={figures}
        nameOf={(figure) => figure.label}
        onChange={(next) => form.update(() => next)}
        makeItem={(): FigureDraft => ({ id: newItemId(), page: 'home', label: '', value: '', suffix: '' })}
        firstFieldId={(figure) => itemFieldId(KEY, figure.id, 'label')}
        addLabel="Add a figure"
        maxItems={16}
        error={errors.byId[listAddId(KEY)]}
        removeMessage={(figure) =>
          `${figure.label ? `“${figure.label}”` : 'This figure'} will be taken off the list. The page keeps showing it until you publish.`
        }
        describeItem={(figure) => {
          const number = typedNumber(figure.value);
          const shown =
            number !== undefined && Number.isFinite(number)
              ? `${number.toLocaleString('en-GB')}${figure.suffix}`
              : '…';
          return `${FIGURE_PAGE_LABELS[figure.page]} page: ${shown}`;
        }}
        renderItem={(figure) => {
          const id = (field: string) => itemFieldId(KEY, figure.id, field);
          return (
            <div className="grid gap-5 sm:grid-cols-[2fr_1fr_1fr_1fr]">
              <TextField
                label="Label"
                required
                value={figure.label}
                hint="e.g. Projects completed"
                onChange={(label) => change(figure.id, { label })}
                {...fieldProps(id('label'), errors)}
              />
              <TextField
                label="Value"
                required
                inputMode="numeric"
                value={figure.value}
                hint="A whole number."
                onChange={(value) => change(figure.id, { value })}
                {...fieldProps(id('value'), errors)}
              />
              <TextField
                label="Suffix"
                value={figure.suffix}
                maxLength={4}
                hint="e.g. + or %"
                onChange={(suffix) => change(figure.id, { suffix })}
                {...fieldProps(id('suffix'), errors)}
              />
              <SelectField
                label="Page"
                required
                placeholder="Choose a page"
                options={FIGURE_PAGES.map((page) => ({ value: page, label: FIGURE_PAGE_LABELS[page] }))}
                value={figure.page}
                onChange={(page) => change(figure.id, { page: page as Figure['page'] })}
                {...fieldProps(id('page'), errors)}
              />
            </div>
          );
        }}
      />
    </SectionFrame>
  );
}
