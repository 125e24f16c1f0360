import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  MAX_STATEMENT_CASE_STUDIES,
  MAX_STATEMENT_PRODUCTS,
} from '../../../../domain/capability-statements.ts';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { Banner } from '../../ui/status.tsx';
import { type CatalogueEntry, ChosenItems } from './chosen-items.tsx';
import { AccreditationChoices, PeopleAndOffices } from './other-choices.tsx';
import { PdfPanel } from './pdf-panel.tsx';
import { SharePanel } from './share-panel.tsx';
import { StatementFields } from './statement-fields.tsx';
import type { StatementForm } from './statement-form-values.ts';
import { type SuggestionKind, SuggestionsPanel } from './suggestions-panel.tsx';
import { fieldControlId, type useStatementEditor } from './use-statement-editor.ts';
import { useStatementSources } from './use-statement-sources.ts';

// Decision 028: the statement editor's page: for a saved statement its PDF and its client links
// first, then the form in the order a statement is thought through: the tender, the case studies
// and products (beside what is suggested for it), then accreditations, people and offices.

const LIST_PATH = '/dashboard/capability-statements';

function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function StatementEditor({
  editor,
  canManageAccreditations,
}: {
  editor: ReturnType<typeof useStatementEditor>;
  canManageAccreditations: boolean;
}) {
  const sources = useStatementSources();
  const { form, errors, saved, change } = editor;
  const [announcement, setAnnouncement] = useState('');
  // Items added from the suggestions, until the published lists name them.
  const [added, setAdded] = useState(new Map<string, CatalogueEntry>());

  const catalogueOf = (kind: SuggestionKind) => {
    const published = kind === 'caseStudies' ? sources.caseStudyCatalogue : sources.productCatalogue;
    const merged = new Map(published);
    for (const [id, entry] of added) if (!merged.has(id)) merged.set(id, entry);
    return merged;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void editor.save();
  };

  return (
    <div className="space-y-6">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {editor.notice && (
        <div ref={editor.bannerRef} tabIndex={-1} className="outline-none">
          <Banner tone="success" onDismiss={() => editor.setNotice(null)}>
            {editor.notice}
          </Banner>
        </div>
      )}
      {sources.errors.map((error) => (
        <Banner key={error} tone="error">
          {error}
        </Banner>
      ))}
      {saved && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <PdfPanel
            statementId={saved._id}
            latest={saved.latestRender}
            clientName={saved.clientName}
            title={saved.title}
            hasUnsavedChanges={editor.isDirty}
            onRendered={(render) => editor.setSaved({ ...saved, latestRender: render })}
          />
          <SharePanel
            statementId={saved._id}
            hasUnsavedChanges={editor.isDirty}
            onLinkCreated={editor.refresh}
          />
        </div>
      )}
      <form noValidate onSubmit={submit} className="space-y-6" aria-label="Capability statement">
        {editor.failure && (
          <div ref={editor.notice ? undefined : editor.bannerRef} tabIndex={-1} className="outline-none">
            <Banner tone="error">{editor.failure}</Banner>
          </div>
        )}
        <Card title="Tender">
          <StatementFields form={form} errors={errors} onChange={change} />
        </Card>
        <Card
          title="Case studies and products"
          description="In the order the PDF shows them. Add from the suggestions, then move them into order."
        >
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
            <div className="space-y-8">
              <ChosenItems
                id={fieldControlId('caseStudies')}
                heading="Chosen case studies"
                noun="case study"
                items={form.caseStudies}
                catalogue={catalogueOf('caseStudies')}
                isCatalogueLoaded={sources.isCatalogueLoaded}
                error={errors.caseStudies}
                onChange={(caseStudies) => change({ caseStudies })}
                onAnnounce={setAnnouncement}
              />
              <ChosenItems
                id={fieldControlId('products')}
                heading="Chosen products"
                noun="product"
                items={form.products}
                catalogue={catalogueOf('products')}
                isCatalogueLoaded={sources.isCatalogueLoaded}
                error={errors.products}
                onChange={(products) => change({ products })}
                onAnnounce={setAnnouncement}
              />
            </div>
            <SuggestionsPanel
              sector={form.sector}
              services={form.services}
              chosen={{
                caseStudies: form.caseStudies.map((pick) => pick.id),
                products: form.products.map((pick) => pick.id),
              }}
              isFull={{
                caseStudies: form.caseStudies.length >= MAX_STATEMENT_CASE_STUDIES,
                products: form.products.length >= MAX_STATEMENT_PRODUCTS,
              }}
              onAdd={(kind, suggestion) => {
                const entry = { name: suggestion.name, siteText: suggestion.summary };
                setAdded((current) => new Map(current).set(suggestion.id, entry));
                const patch: Partial<StatementForm> = {};
                patch[kind] = [...form[kind], { id: suggestion.id, summary: '' }];
                change(patch);
                const count = form[kind].length + 1;
                setAnnouncement(`${suggestion.name} added, ${count} chosen.`);
              }}
            />
          </div>
        </Card>
        <Card title="Accreditations, people and offices">
          <div className="space-y-6">
            <AccreditationChoices
              accreditations={sources.accreditations}
              isLoaded={sources.isAccreditationsLoaded}
              chosen={form.accreditationIds}
              error={errors.accreditationIds}
              canManage={canManageAccreditations}
              onChange={(accreditationIds) => change({ accreditationIds })}
            />
            <PeopleAndOffices
              team={sources.team}
              offices={sources.offices}
              isLoaded={sources.isSiteContentLoaded}
              form={form}
              errors={errors}
              onChange={change}
            />
          </div>
        </Card>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={LIST_PATH} className={buttonClass('secondary')}>
            Cancel
          </Link>
          <Button type="submit" isBusy={editor.isSaving} busyLabel="Saving...">
            {saved ? 'Save changes' : 'Save statement'}
          </Button>
        </div>
      </form>
    </div>
  );
}
