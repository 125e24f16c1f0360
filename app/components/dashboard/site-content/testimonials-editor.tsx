import { type Testimonial, testimonialAttribution } from '../../../../domain/site-content.ts';
import { TextAreaField, TextField } from '../../forms/field.tsx';
import { ItemList, newItemId } from './item-list.tsx';
import { itemFieldId, listAddId, listLocator } from './section-errors.ts';
import { CheckboxField, fieldProps, updateItem } from './section-fields.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

// The testimonials on the home page (decision 025): quote, person, role, company, and whether
// the client agreed to be named; without that the page names the role and company only, and
// each item shows the attribution exactly as the page will.

const KEY = 'testimonials';

function Attribution({ item }: { item: Testimonial }) {
  const { name, organisation } = testimonialAttribution(item);
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3 text-sm">
      <p className="font-semibold text-slate-800">Shown on the home page as</p>
      <p className="mt-1 text-slate-900">
        {name || <span className="text-slate-500 italic">(no role yet)</span>}
        {organisation && <span className="text-slate-600">, {organisation}</span>}
      </p>
      {!item.mayName && item.person.trim() !== '' && (
        <p className="mt-1 text-slate-600">The person's name stays off the page until they agree.</p>
      )}
    </div>
  );
}

export function TestimonialsEditor() {
  const form = useSectionForm({
    key: KEY,
    fromValue: (value: Testimonial[]) => value ?? [],
    toValue: (draft: Testimonial[]) => draft,
    locate: (draft) =>
      listLocator({
        prefix: KEY,
        noun: 'Testimonial',
        items: draft,
        nameOf: (item) => item.company,
      }),
  });
  const { errors } = form;
  const items = form.draft ?? [];
  const change = (id: string, patch: Partial<Testimonial>) =>
    form.update((draft) => updateItem(draft, id, (item) => ({ ...item, ...patch })));

  return (
    <SectionFrame form={form} description="What clients say, on the home page, in the order shown there.">
      <ItemList
        prefix={KEY}
        noun="Testimonial"
        items={items}
        nameOf={(item) => item.company}
        onChange={(next) => form.update(() => next)}
        makeItem={() => ({ id: newItemId(), quote: '', person: '', role: '', company: '', mayName: false })}
        firstFieldId={(item) => itemFieldId(KEY, item.id, 'quote')}
        addLabel="Add a testimonial"
        maxItems={24}
        error={errors.byId[listAddId(KEY)]}
        removeMessage={(item) =>
          `The testimonial${item.company ? ` from ${item.company}` : ''} will be taken off the list. The home page keeps showing it until you publish.`
        }
        renderItem={(item) => {
          const id = (field: string) => itemFieldId(KEY, item.id, field);
          return (
            <div className="space-y-5">
              <TextAreaField
                label="Quote"
                required
                rows={4}
                value={item.quote}
                hint="The client's words, without quotation marks."
                onChange={(quote) => change(item.id, { quote })}
                {...fieldProps(id('quote'), errors)}
              />
              <div className="grid gap-5 sm:grid-cols-3">
                <TextField
                  label="Person"
                  value={item.person}
                  hint="Shown only when the client agreed."
                  onChange={(person) => change(item.id, { person })}
                  {...fieldProps(id('person'), errors)}
                />
                <TextField
                  label="Role"
                  required
                  value={item.role}
                  hint="e.g. Project Manager"
                  onChange={(role) => change(item.id, { role })}
                  {...fieldProps(id('role'), errors)}
                />
                <TextField
                  label="Company"
                  required
                  value={item.company}
                  onChange={(company) => change(item.id, { company })}
                  {...fieldProps(id('company'), errors)}
                />
              </div>
              <CheckboxField
                id={id('mayName')}
                label="Client agreed to be named"
                checked={item.mayName}
                hint="Tick only with the client's permission in writing."
                error={errors.byId[id('mayName')]}
                onChange={(mayName) => change(item.id, { mayName })}
              />
              <Attribution item={item} />
            </div>
          );
        }}
      />
    </SectionFrame>
  );
}
