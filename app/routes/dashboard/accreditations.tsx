import { useState } from 'react';
import { accreditationsAnswer } from '../../../domain/answers/capability-statements.ts';
import { type Accreditation, STATEMENT_MESSAGES } from '../../../domain/capability-statements.ts';
import { AccreditationFormDialog } from '../../components/dashboard/accreditations/accreditation-form-dialog.tsx';
import { AccreditationTable } from '../../components/dashboard/accreditations/accreditation-table.tsx';
import { useConfirmedDelete } from '../../components/dashboard/content/use-confirmed-delete.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Banner } from '../../components/ui/status.tsx';

// Decision 028: the company's accreditations, entered once by administrators and chosen in
// capability statements (editors read them there). Each shows when it expires and whether it is
// valid, expires within 60 days or has expired; added and changed in a dialog, deleted after a
// confirmation. The list is fetched again after every change.

const FETCH_FAILED = 'Failed to load the accreditations';
const DELETE_FAILED = 'Failed to delete the accreditation';

export function meta() {
  return dashboardMeta('Accreditations');
}

export default function Accreditations() {
  const list = useApiQuery('/accreditations', accreditationsAnswer, FETCH_FAILED);
  // The dialog stays mounted once opened (closing it returns focus to its opener); a new
  // generation starts a fresh form. `editing` undefined: a new accreditation.
  const [dialog, setDialog] = useState<{ editing?: Accreditation; open: boolean; generation: number } | null>(
    null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const deletion = useConfirmedDelete<Accreditation>({
    path: (item) => `/accreditations/${encodeURIComponent(item._id)}`,
    fallbackError: DELETE_FAILED,
    onDeleted: (item) => {
      setNotice(`${STATEMENT_MESSAGES.accreditationDeleted}: ${item.name}.`);
      list.reload();
    },
  });

  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));
  const open = (item: Accreditation | undefined) => {
    setNotice(null);
    setDialog((current) => ({ editing: item, open: true, generation: (current?.generation ?? 0) + 1 }));
  };

  return (
    <>
      <PageHeader
        title="Accreditations"
        description="The company’s certificates, listed in capability statements. Expired ones are left out of new PDFs."
        actions={
          <Button className="w-full sm:w-auto" onClick={() => open(undefined)}>
            Add accreditation
          </Button>
        }
      />
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        <AccreditationTable
          accreditations={list.data?.data.accreditations ?? []}
          isLoading={list.isLoading && !list.data}
          onEdit={open}
          onDelete={(item) => {
            setNotice(null);
            deletion.ask(item);
          }}
        />
      </div>
      {dialog && (
        <AccreditationFormDialog
          key={dialog.generation}
          open={dialog.open}
          editing={dialog.editing}
          onClose={close}
          onSaved={(item) => {
            close();
            setNotice(`${STATEMENT_MESSAGES.accreditationSaved}: ${item.name}.`);
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete accreditation"
        message={`Delete “${deletion.target?.name ?? ''}”? Statements that list it leave it out of their next PDF. This cannot be undone.`}
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
