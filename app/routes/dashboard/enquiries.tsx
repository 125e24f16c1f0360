import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { acknowledgedAnswer } from '../../../domain/answers/common.ts';
import { enquiryAnswer, enquiryListAnswer } from '../../../domain/answers/enquiries.ts';
import type { ContactEnquiry } from '../../../domain/entities.ts';
import { apiRequest, failureMessage } from '../../api-client.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { EnquiryDialog } from '../../components/dashboard/enquiries/enquiry-dialog.tsx';
import { EnquiryTable } from '../../components/dashboard/enquiries/enquiry-table.tsx';
import { FilterSelect } from '../../components/dashboard/filter-select.tsx';
import { listApiPath, pageParam, withFilter, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { SearchBox } from '../../components/dashboard/search-box.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// Enquiries (ours, beside admin.md §2): the contact form's messages, newest first, with search,
// open/handled state and delete, so no enquiry depends on an e-mail arriving. Filters and page
// live in the URL.

const FETCH_FAILED = 'Failed to fetch enquiries';
const SAVE_FAILED = 'Failed to update the enquiry';
const DELETE_FAILED = 'Failed to delete the enquiry';
const CONFIRM_DELETE = 'Are you sure you want to delete this enquiry? This action cannot be undone.';

const STATES = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
] as const;

export function meta() {
  return dashboardMeta('Enquiries');
}

export default function Enquiries() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const path = listApiPath('/contact', search, ['q', 'state', 'page']);
  const list = useApiQuery(path, enquiryListAnswer, FETCH_FAILED);
  const [opened, setOpened] = useState<ContactEnquiry | null>(null);
  const [deleting, setDeleting] = useState<ContactEnquiry | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const answer = list.data;
  const enquiries = answer?.data.enquiries ?? [];

  const toggleHandled = async (enquiry: ContactEnquiry) => {
    setBusy(true);
    setActionError(null);
    try {
      const { data } = await apiRequest(`/contact/${enquiry._id}`, enquiryAnswer, {
        method: 'PATCH',
        json: { handled: !enquiry.handledAt },
      });
      setOpened(data.enquiry);
      list.reload();
    } catch (error) {
      setActionError(failureMessage(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setActionError(null);
    try {
      await apiRequest(`/contact/${deleting._id}`, acknowledgedAnswer, { method: 'DELETE' });
      setNotice(`The enquiry from ${deleting.firstName} ${deleting.lastName} was deleted.`);
      setDeleting(null);
      setOpened(null);
      list.reload();
    } catch (error) {
      setActionError(failureMessage(error, DELETE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Enquiries"
        description={
          answer
            ? `${answer.openCount.toLocaleString('en-GB')} open of ${answer.isTotalExact === false ? 'more than ' : ''}${answer.total.toLocaleString('en-GB')} matching.`
            : 'Messages sent from the contact form.'
        }
      />
      <div className="mb-5 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <SearchBox
          id="enquiry-search"
          label="Search"
          placeholder="Name, email, phone or message"
          value={search.get('q') ?? ''}
          onSearch={(text) => setSearch((current) => withFilter(current, 'q', text))}
        />
        <FilterSelect
          id="enquiry-state"
          label="Status"
          value={search.get('state') ?? ''}
          anyLabel="All enquiries"
          options={STATES}
          onChange={(value) => setSearch((current) => withFilter(current, 'state', value))}
        />
      </div>
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        {actionError && !opened && !deleting && <Banner tone="error">{actionError}</Banner>}
        <EnquiryTable
          enquiries={enquiries}
          isLoading={list.isLoading && !answer}
          onOpen={(enquiry) => {
            setActionError(null);
            setOpened(enquiry);
          }}
        />
        <Pagination
          page={page}
          totalPages={answer?.totalPages ?? 0}
          label="Enquiry pages"
          onChange={(next) => setSearch((current) => withPage(current, next))}
        />
      </div>
      <EnquiryDialog
        enquiry={deleting ? null : opened}
        isBusy={isBusy}
        error={actionError}
        onToggleHandled={toggleHandled}
        onDelete={(enquiry) => {
          setActionError(null);
          setDeleting(enquiry);
        }}
        onClose={() => setOpened(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete enquiry"
        message={CONFIRM_DELETE}
        isBusy={isBusy}
        error={deleting ? actionError : null}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
