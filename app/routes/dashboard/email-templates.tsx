import { useState } from 'react';
import { emailTemplateListAnswer } from '../../../domain/answers/candidate-emails.ts';
import { acknowledgedAnswer } from '../../../domain/answers/common.ts';
import { type EmailTemplate, TEMPLATE_PURPOSE_LABELS } from '../../../domain/email-templates.ts';
import { apiRequest, failureMessage } from '../../api-client.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { dateTime } from '../../components/dashboard/dates.ts';
import { MergeFieldHelp } from '../../components/dashboard/email-templates/merge-field-help.tsx';
import { TemplateFormDialog } from '../../components/dashboard/email-templates/template-form-dialog.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Banner, EmptyState, Spinner } from '../../components/ui/status.tsx';

// Decision 026: HR's candidate e-mail templates: the four seeded ones and any HR add, by name,
// each with its purpose, subject and the start of its message; create, edit and delete. E-mails
// already sent from a template are kept when it is changed or deleted (they were merged when sent).

const FETCH_FAILED = 'Failed to load the e-mail templates';
const DELETE_FAILED = 'Failed to delete the template';

export function meta() {
  return dashboardMeta('E-mail templates');
}

export default function EmailTemplates() {
  const list = useApiQuery('/email-templates', emailTemplateListAnswer, FETCH_FAILED);
  // undefined: a new template; null: the form is closed.
  const [editing, setEditing] = useState<EmailTemplate | undefined | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const templates = list.data?.data.templates ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    setDeleteError(null);
    try {
      await apiRequest(`/email-templates/${encodeURIComponent(deleting._id)}`, acknowledgedAnswer, {
        method: 'DELETE',
      });
      setNotice(`The template “${deleting.name}” was deleted.`);
      setDeleting(null);
      list.reload();
    } catch (error) {
      setDeleteError(failureMessage(error, DELETE_FAILED));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="E-mail templates"
        description="What HR send to applicants: chosen in an application’s “Write to applicant”, or sent to several at once from the list."
        actions={<Button onClick={() => setEditing(undefined)}>New template</Button>}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-4">
          {list.error && <Banner tone="error">{list.error}</Banner>}
          {notice && (
            <Banner tone="success" onDismiss={() => setNotice(null)}>
              {notice}
            </Banner>
          )}
          {list.isLoading && !list.data ? (
            <Spinner label="Loading templates…" />
          ) : templates.length === 0 ? (
            <EmptyState>No templates yet. Create one to write to applicants in a few clicks.</EmptyState>
          ) : (
            <ul className="space-y-3" aria-label="E-mail templates">
              {templates.map((template) => (
                <li key={template._id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="text-lg font-semibold text-brand-900">{template.name}</h2>
                        {template.purpose && (
                          <Badge colourClass="bg-blue-100 text-blue-800">
                            Purpose: {TEMPLATE_PURPOSE_LABELS[template.purpose].toLowerCase()}
                          </Badge>
                        )}
                      </div>
                      <p className="mt-1 text-sm break-words text-slate-700">
                        <span className="font-medium">Subject:</span> {template.subject}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button variant="secondary" size="sm" onClick={() => setEditing(template)}>
                        Edit<span className="sr-only"> {template.name}</span>
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => {
                          setDeleteError(null);
                          setDeleting(template);
                        }}
                      >
                        Delete<span className="sr-only"> {template.name}</span>
                      </Button>
                    </div>
                  </div>
                  <p className="mt-3 line-clamp-3 text-sm whitespace-pre-line text-slate-600">
                    {template.body}
                  </p>
                  <p className="mt-2 text-xs text-slate-500">Updated {dateTime(template.updatedAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <MergeFieldHelp />
      </div>
      <TemplateFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(template, isNew) => {
          setEditing(null);
          setNotice(
            isNew
              ? `The template “${template.name}” was created.`
              : `The template “${template.name}” was saved.`,
          );
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete template"
        message={`Delete the template “${deleting?.name ?? ''}”? E-mails already sent from it are kept. This cannot be undone.`}
        isBusy={isDeleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
