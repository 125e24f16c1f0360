import { lazy, Suspense } from 'react';
import type { PrivacyPolicy } from '../../../../domain/site-content.ts';
import { TextAreaField, TextField } from '../../forms/field.tsx';
import { Spinner } from '../../ui/status.tsx';
import { ItemList, newItemId } from './item-list.tsx';
import { EMPTY_RICH_TEXT } from './rich-text-json.ts';
import { itemFieldId, listAddId, listLocator } from './section-errors.ts';
import { fieldProps, updateItem } from './section-fields.tsx';
import { SectionFrame } from './section-frame.tsx';
import { useSectionForm } from './use-section-form.ts';

// The privacy policy (decision 025): an introduction, then sections of a title and a body of
// rich text. The page numbers the sections and makes the contents list; "last updated" is set by
// publishing. The rich-text editor is loaded when this screen opens, not with the dashboard.

const KEY = 'privacy';
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

type PolicySection = PrivacyPolicy['sections'][number];

export function PrivacyEditor() {
  const form = useSectionForm({
    key: KEY,
    fromValue: (value: PrivacyPolicy) => value ?? { intro: '', sections: [] },
    toValue: (draft: PrivacyPolicy) => draft,
    locate: (draft) => {
      const inSections = listLocator({
        prefix: KEY,
        noun: 'Section',
        items: draft.sections,
        nameOf: (section) => section.title,
      });
      return (path) => {
        if (path[0] === 'sections') return inSections(path.slice(1));
        return { id: `${KEY}-intro` };
      };
    },
  });
  const { errors } = form;
  const policy = form.draft;
  const setSections = (sections: PolicySection[]) => form.update((draft) => ({ ...draft, sections }));
  const change = (id: string, patch: Partial<PolicySection>) =>
    form.update((draft) => ({
      ...draft,
      sections: updateItem(draft.sections, id, (section) => ({ ...section, ...patch })),
    }));
  // The editor is made afresh when the stored policy is loaded again (after a save or a restore).
  const generation = form.record?.updatedAt ?? '';

  return (
    <SectionFrame
      form={form}
      description="The privacy policy page. Its sections are numbered, and the “last updated” date is set, when you publish."
    >
      {policy && (
        <>
          <TextAreaField
            label="Introduction"
            required
            rows={4}
            value={policy.intro}
            onChange={(intro) => form.update((draft) => ({ ...draft, intro }))}
            {...fieldProps(`${KEY}-intro`, errors)}
          />
          <div>
            <h3 className="mb-3 text-lg font-semibold text-brand-900">Sections</h3>
            <ItemList
              prefix={KEY}
              noun="Section"
              items={policy.sections}
              nameOf={(section) => section.title}
              onChange={setSections}
              makeItem={() => ({ id: newItemId(), title: '', body: EMPTY_RICH_TEXT })}
              firstFieldId={(section) => itemFieldId(KEY, section.id, 'title')}
              addLabel="Add a section"
              minItems={1}
              maxItems={40}
              error={errors.byId[listAddId(KEY)]}
              removeMessage={(section) =>
                `${section.title ? `“${section.title}”` : 'This section'} will be taken out of the policy. The page keeps showing it until you publish.`
              }
              renderItem={(section) => {
                const id = (field: string) => itemFieldId(KEY, section.id, field);
                return (
                  <div className="space-y-5">
                    <TextField
                      label="Section title"
                      required
                      value={section.title}
                      onChange={(title) => change(section.id, { title })}
                      {...fieldProps(id('title'), errors)}
                    />
                    <Suspense fallback={<Spinner label="Loading the text editor…" />}>
                      <RichTextEditor
                        key={`${section.id}:${generation}`}
                        id={id('body')}
                        label="Section text"
                        hint="Headings, lists, bold, italic and links. Undo with Ctrl+Z (⌘Z on a Mac)."
                        error={errors.byId[id('body')]}
                        value={section.body}
                        onChange={(body) => change(section.id, { body: body as PolicySection['body'] })}
                      />
                    </Suspense>
                  </div>
                );
              }}
            />
          </div>
        </>
      )}
    </SectionFrame>
  );
}
