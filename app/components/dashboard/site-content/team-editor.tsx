import type { TeamMember } from '../../../../domain/site-content.ts';
import { TextAreaField, TextField } from '../../forms/field.tsx';
import { ItemList, newItemId } from './item-list.tsx';
import { PortraitField } from './portrait-field.tsx';
import { itemFieldId, listAddId, listLocator } from './section-errors.ts';
import { CheckboxField, fieldProps, updateItem } from './section-fields.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

// The leadership team on the about page (decision 025): people in page order, each with name,
// role, a short biography, a portrait with its alt text, and whether the page shows them.

const KEY = 'team';

function portraitField(rest: readonly PropertyKey[]): string {
  if (rest[0] !== 'portrait') return String(rest[0] ?? '');
  return rest[1] === 'alt' ? 'portrait-alt' : 'portrait-file';
}

export function TeamEditor() {
  const form = useSectionForm({
    key: KEY,
    fromValue: (value: TeamMember[]) => value ?? [],
    toValue: (draft: TeamMember[]) => draft,
    locate: (draft) =>
      listLocator({
        prefix: KEY,
        noun: 'Person',
        items: draft,
        nameOf: (m) => m.name,
        fieldOf: portraitField,
      }),
  });
  const { errors } = form;
  const people = form.draft ?? [];
  const change = (id: string, patch: Partial<TeamMember>) =>
    form.update((draft) => updateItem(draft, id, (member) => ({ ...member, ...patch })));

  return (
    <SectionFrame form={form} description="The leadership team on the About page, in the order shown there.">
      <ItemList
        prefix={KEY}
        noun="Person"
        items={people}
        nameOf={(member) => member.name}
        onChange={(next) => form.update(() => next)}
        makeItem={() => ({
          id: newItemId(),
          name: '',
          role: '',
          biography: '',
          portrait: { url: '', alt: '' },
          isShown: true,
        })}
        firstFieldId={(member) => itemFieldId(KEY, member.id, 'name')}
        addLabel="Add a person"
        maxItems={24}
        error={errors.byId[listAddId(KEY)]}
        removeMessage={(member) =>
          `${member.name || 'This person'} will be taken off the list. The About page keeps showing them until you publish.`
        }
        describeItem={(member) => (member.isShown ? 'Shown on the About page' : 'Hidden from the About page')}
        renderItem={(member) => {
          const id = (field: string) => itemFieldId(KEY, member.id, field);
          return (
            <div className="space-y-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  label="Name"
                  required
                  value={member.name}
                  onChange={(name) => change(member.id, { name })}
                  {...fieldProps(id('name'), errors)}
                />
                <TextField
                  label="Role"
                  required
                  value={member.role}
                  hint="e.g. Managing Director"
                  onChange={(role) => change(member.id, { role })}
                  {...fieldProps(id('role'), errors)}
                />
              </div>
              <TextAreaField
                label="Biography"
                required
                rows={4}
                value={member.biography}
                hint="A few sentences, at most 600 characters."
                onChange={(biography) => change(member.id, { biography })}
                {...fieldProps(id('biography'), errors)}
              />
              <PortraitField
                idPrefix={id('portrait')}
                portrait={member.portrait}
                personName={member.name}
                errors={{ url: errors.byId[id('portrait-file')], alt: errors.byId[id('portrait-alt')] }}
                onChange={(portrait) => change(member.id, { portrait })}
              />
              <CheckboxField
                id={id('isShown')}
                label="Show on the About page"
                checked={member.isShown}
                hint="Untick to keep the person here without showing them."
                onChange={(isShown) => change(member.id, { isShown })}
              />
            </div>
          );
        }}
      />
    </SectionFrame>
  );
}
