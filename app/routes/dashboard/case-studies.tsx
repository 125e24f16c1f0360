import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type StaffCaseStudy as CaseStudy,
  staffCaseStudyListAnswer,
} from '../../../domain/answers/staff-records.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { caseStudyHref } from '../../components/case-studies/case-study-links.ts';
import { CaseStudyForm } from '../../components/dashboard/case-studies/case-study-form.tsx';
import { CaseStudyTable } from '../../components/dashboard/case-studies/case-study-table.tsx';
import { CaseStudyView } from '../../components/dashboard/case-studies/case-study-view.tsx';
import { useCaseStudyForm } from '../../components/dashboard/case-studies/use-case-study-form.ts';
import { type SavedItem, SavedNotice } from '../../components/dashboard/content/saved-notice.tsx';
import { useUnsavedChanges } from '../../components/dashboard/content/unsaved-changes.tsx';
import { useConfirmedDelete } from '../../components/dashboard/content/use-confirmed-delete.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { listApiPath, pageParam, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { savedMessage } from '../../components/dashboard/publishing/publishing-body.ts';
import { usePublishToggle } from '../../components/dashboard/publishing/use-publish-toggle.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { useFocusRequest } from '../../components/forms/use-checked-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// admin.md §2 Case Study Management, under /dashboard and /admin-dashboard: Add New Case Study
// and Cancel toggle the form (Cancel with unsaved changes asks first), the table with View, Edit
// and Delete ("Are you sure you want to delete this case study?"), the View modal, banners for
// failures (§8) and a "View on site" link after a save. The list is fetched again after every
// save or delete (§7); a save closes and resets the form (§4).

const m = MESSAGES.caseStudyAdmin;

export function meta() {
  return dashboardMeta('Case Study Management');
}

export default function CaseStudyManagement() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  // A page at a time in ?page= (decision 019).
  const list = useApiQuery(
    listApiPath('/case-studies', search, ['page']),
    staffCaseStudyListAnswer,
    m.fetchFailed,
  );
  const [saved, setSaved] = useState<SavedItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [viewing, setViewing] = useState<CaseStudy | null>(null);
  const [toggleRef, focusToggle] = useFocusRequest<HTMLButtonElement>();
  const editor = useCaseStudyForm({
    onSaved: (caseStudy, _wasEdit, outcome) => {
      toggle.clear();
      const message = savedMessage(caseStudy.name, outcome);
      // Only a published case study has a public page to view.
      if (outcome === 'published') setSaved({ message, publicPath: caseStudyHref(caseStudy.link) });
      else setNotice(message);
      list.reload();
      focusToggle();
    },
    onDraftSaved: () => list.reload(),
  });
  const toggle = usePublishToggle('case-studies', list.reload);
  const unsaved = useUnsavedChanges(editor.isDirty);
  const deletion = useConfirmedDelete<CaseStudy>({
    path: (caseStudy) => `/case-studies/${encodeURIComponent(caseStudy._id)}`,
    fallbackError: m.deleteFailed,
    onDeleted: (caseStudy) => {
      setSaved(null);
      setNotice(`“${caseStudy.name}” was deleted.`);
      if (editor.editing?._id === caseStudy._id) editor.close();
      list.reload();
    },
  });

  const toggleForm = () => {
    if (editor.isOpen) {
      unsaved.confirmDiscard(() => {
        editor.close();
        focusToggle();
      });
    } else {
      setSaved(null);
      setNotice(null);
      editor.startCreate();
    }
  };

  const edit = (caseStudy: CaseStudy) => {
    setViewing(null);
    unsaved.confirmDiscard(() => {
      setSaved(null);
      setNotice(null);
      editor.startEdit(caseStudy);
    });
  };

  const caseStudies = list.data?.data.caseStudies ?? [];
  return (
    <>
      <PageHeader
        title="Case Study Management"
        description="Case studies on the public site, each with its own page."
        actions={
          <Button
            ref={toggleRef}
            variant={editor.isOpen ? 'secondary' : 'primary'}
            aria-expanded={editor.isOpen}
            onClick={toggleForm}
          >
            {editor.isOpen ? 'Cancel' : 'Add New Case Study'}
          </Button>
        }
      />
      <div className="mb-4 space-y-4 empty:hidden">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {toggle.failure && <Banner tone="error">{toggle.failure}</Banner>}
        {toggle.notice && (
          <Banner tone="success" onDismiss={toggle.clear}>
            {toggle.notice}
          </Banner>
        )}
        {saved && <SavedNotice saved={saved} onDismiss={() => setSaved(null)} />}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
      </div>
      {editor.isOpen && <CaseStudyForm state={editor} />}
      <CaseStudyTable
        caseStudies={caseStudies}
        isLoading={list.isLoading && !list.data}
        onView={setViewing}
        onEdit={edit}
        onDelete={deletion.ask}
        busyId={toggle.busyId}
        onPublish={(caseStudy, publish) => {
          setSaved(null);
          setNotice(null);
          void toggle.run(caseStudy._id, caseStudy.name, publish);
        }}
      />
      <div className="mt-6">
        <Pagination
          page={page}
          totalPages={list.data?.totalPages ?? 0}
          label="Case study pages"
          onChange={(next) => setSearch((current) => withPage(current, next))}
        />
      </div>
      <CaseStudyView caseStudy={viewing} onClose={() => setViewing(null)} onEdit={edit} />
      <ConfirmDialog
        open={deletion.target !== null}
        title="Delete case study"
        message={
          <>
            <p>{m.confirmDelete}</p>
            {deletion.target && <p className="mt-2 font-semibold text-slate-900">{deletion.target.name}</p>}
          </>
        }
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
      {unsaved.dialog}
    </>
  );
}
