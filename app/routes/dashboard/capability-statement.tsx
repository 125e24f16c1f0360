import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { statementAnswer } from '../../../domain/answers/capability-statements.ts';
import { STATEMENT_MESSAGES } from '../../../domain/capability-statements.ts';
import { canUse } from '../../../domain/staff.ts';
import { apiRequest, failureMessage } from '../../api-client.ts';
import { StatementEditor } from '../../components/dashboard/capability-statements/statement-editor.tsx';
import { statementPath } from '../../components/dashboard/capability-statements/statement-table.tsx';
import { useStatementEditor } from '../../components/dashboard/capability-statements/use-statement-editor.ts';
import { useUnsavedChanges } from '../../components/dashboard/content/unsaved-changes.tsx';
import { useConfirmedDelete } from '../../components/dashboard/content/use-confirmed-delete.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useSession } from '../../components/dashboard/session/session-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/buttons.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Banner, Spinner } from '../../components/ui/status.tsx';

// Decision 028: /dashboard/capability-statements/new and /:id, one editor. A new statement's
// address becomes its own once saved; a saved one also makes its PDF, shares it, is copied for the
// next tender ("Copy for another tender" opens the copy) and deleted after a confirmation.

const LIST_PATH = '/dashboard/capability-statements';
const COPY_FAILED = 'Failed to copy the capability statement';
const DELETE_FAILED = 'Failed to delete the capability statement';

export function meta({ params }: { params: { id?: string } }) {
  return dashboardMeta(params.id ? 'Capability statement' : 'New capability statement');
}

function arrivalNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export default function CapabilityStatementScreen() {
  const { id } = useParams();
  const location = useLocation();
  // A new key per statement, so moving from one to its copy starts a fresh editor.
  return <Screen key={id ?? 'new'} statementId={id} notice={arrivalNotice(location.state)} />;
}

function Screen({ statementId, notice }: { statementId: string | undefined; notice: string | null }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const editor = useStatementEditor(statementId, notice);
  const unsaved = useUnsavedChanges(editor.isDirty);
  const [isCopying, setCopying] = useState(false);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const { saved } = editor;
  const deletion = useConfirmedDelete<{ _id: string; title: string }>({
    path: (statement) => `/capability-statements/${encodeURIComponent(statement._id)}`,
    fallbackError: DELETE_FAILED,
    onDeleted: () => void navigate(LIST_PATH, { state: { notice: STATEMENT_MESSAGES.deleted } }),
  });

  const copy = () =>
    unsaved.confirmDiscard(async () => {
      if (!saved || isCopying) return;
      setCopying(true);
      setActionFailure(null);
      try {
        const { data } = await apiRequest(
          `/capability-statements/${encodeURIComponent(saved._id)}/copy`,
          statementAnswer,
          { method: 'POST' },
        );
        await navigate(statementPath(data.statement._id), { state: { notice: STATEMENT_MESSAGES.copied } });
      } catch (error) {
        setActionFailure(failureMessage(error, COPY_FAILED));
      } finally {
        setCopying(false);
      }
    });

  const title = statementId ? (saved?.title ?? 'Capability statement') : 'New capability statement';
  return (
    <>
      <PageHeader
        title={title}
        description={
          saved
            ? `For ${saved.clientName}${saved.tenderReference ? `, reference ${saved.tenderReference}` : ''}.`
            : 'Choose what this tender needs; the PDF is made from what the site publishes.'
        }
        actions={
          <>
            <Link to={LIST_PATH} className={buttonClass('secondary')}>
              All statements
            </Link>
            {saved && (
              <>
                <Button variant="secondary" isBusy={isCopying} busyLabel="Copying..." onClick={copy}>
                  Copy for another tender
                </Button>
                <Button variant="danger" onClick={() => deletion.ask(saved)}>
                  Delete
                </Button>
              </>
            )}
          </>
        }
      />
      {editor.loadFailure && <Banner tone="error">{editor.loadFailure}</Banner>}
      {actionFailure && (
        <div className="mb-4">
          <Banner tone="error">{actionFailure}</Banner>
        </div>
      )}
      {editor.isLoading ? (
        <Spinner label="Loading the statement…" />
      ) : statementId && !saved ? null : (
        <StatementEditor editor={editor} canManageAccreditations={canUse(user.role, 'staff')} />
      )}
      {unsaved.dialog}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete capability statement"
        message={`Delete “${deletion.target?.title ?? ''}”? Its PDFs and every link given to the client stop working. This cannot be undone.`}
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
