import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { applicationListAnswer } from '../../../domain/answers/applications.ts';
import { acknowledgedAnswer } from '../../../domain/answers/common.ts';
import { jobListAnswer } from '../../../domain/answers/jobs.ts';
import { TALENT_FILTER_MAX } from '../../../domain/application.ts';
import { TAG_MESSAGES, tagCountsAnswer } from '../../../domain/application-tags.ts';
import { positionOptions } from '../../../domain/careers.ts';
import { APPLICATION_STATUSES, COUNTRIES } from '../../../domain/constants.ts';
import type { ApplicationListItem } from '../../../domain/entities.ts';
import { MAX_LIST_LIMIT } from '../../../domain/list-page.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { apiDownload, apiRequest, failureMessage } from '../../api-client.ts';
import { ApplicationDialog } from '../../components/dashboard/applications/application-dialog.tsx';
import { ApplicationTable } from '../../components/dashboard/applications/application-table.tsx';
import { BulkActionBar } from '../../components/dashboard/applications/bulk-action-bar.tsx';
import { deleteFailureText } from '../../components/dashboard/applications/delete-failure.ts';
import {
  composeParam,
  OPENED_HERE,
  openedParam,
  wasOpenedHere,
  withOpened,
  withoutComposing,
  withoutOpened,
} from '../../components/dashboard/applications/opened-in-url.ts';
import { SelectAllOnPage } from '../../components/dashboard/applications/selection-column.tsx';
import { useApplicationDetail } from '../../components/dashboard/applications/use-application-detail.ts';
import { useRowSelection } from '../../components/dashboard/applications/use-row-selection.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { FilterSelect } from '../../components/dashboard/filter-select.tsx';
import { listApiPath, pageParam, withFilter, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { saveFile } from '../../components/dashboard/save-file.ts';
import { SearchBox } from '../../components/dashboard/search-box.tsx';
import { statusLabel } from '../../components/dashboard/status-labels.ts';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Button } from '../../components/ui/button.tsx';
import { buttonClass } from '../../components/ui/buttons.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// admin.md §2 Application management: filters (status, country, position) and, ours, a search by
// name or e-mail, all kept in the URL; the table with numbered pagination of 10; the detail dialog
// with the status change and the CV download; delete after a confirmation that says it cannot be
// undone; every error text of §8. Ours: a tag filter, a search of the CV's text and the job's board
// when filtered by its position (decision 026); Export CSV of the filtered list (all pages), and the opened
// application in the URL (?open=<id>, opened-in-url.ts), loaded by id whichever page it is on,
// with ?compose=<template id> opening its e-mail composer (the board's offer after a move).

const m = MESSAGES.applications;
// Decision 026: tag and cv (words in the CV's text) join the filters.
const FILTERS = ['q', 'cv', 'tag', 'status', 'country', 'position'] as const;
const EXPORT_FAILED = 'Failed to export applications';

export function meta() {
  return dashboardMeta('Applications');
}

export default function Applications() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageParam(search);
  const listPath = listApiPath('/applications', search, [...FILTERS, 'page']);
  const list = useApiQuery(listPath, applicationListAnswer, m.fetchFailed);
  // The position filter offers the titles of the newest jobs, one page at the largest size the
  // jobs list serves (decision 019).
  const jobs = useApiQuery(`/jobs?view=all&limit=${MAX_LIST_LIMIT}`, jobListAnswer, 'Failed to fetch jobs');
  const tagCounts = useApiQuery('/application-tags', tagCountsAnswer, TAG_MESSAGES.fetchFailed);
  const openedId = openedParam(search);
  const composeTemplateId = composeParam(search);
  const detail = useApplicationDetail(openedId, list.reload);
  const [deleting, setDeleting] = useState<ApplicationListItem | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);

  const answer = list.data;
  const applications = answer?.data.applications ?? [];
  // Decision 026: the rows chosen for a bulk action, on this page only (cleared on another page).
  const selection = useRowSelection(applications);
  const { clear: clearSelection } = selection;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or filter is the trigger.
  useEffect(() => clearSelection(), [listPath, clearSelection]);
  // Its row, when it is on this page, shows at once while the full detail loads.
  const openedRow = applications.find((application) => application._id === openedId) ?? null;
  const position = search.get('position') ?? '';
  const positions = positionOptions([
    ...(jobs.data?.data.jobs ?? []),
    ...(position ? [{ title: position }] : []),
  ]);
  // Filtered by a position that is a job's title: that job's board is one click away.
  const boardJob = position ? jobs.data?.data.jobs.find((job) => job.title === position) : undefined;
  const tag = search.get('tag') ?? '';
  const tagOptions = [
    ...(tagCounts.data?.data.tags ?? []).map((entry) => ({
      value: entry.tag,
      label: `${entry.tag} (${entry.count})`,
    })),
    ...(tag && !tagCounts.data?.data.tags.some((entry) => entry.tag === tag)
      ? [{ value: tag, label: tag }]
      : []),
  ];

  const openApplication = (application: ApplicationListItem) =>
    setSearch((current) => withOpened(current, application._id), {
      state: OPENED_HERE,
      preventScrollReset: true,
    });

  // Back to the list entry this screen pushed; an address that came with ?open= loses it in place.
  const closeApplication = () => {
    if (wasOpenedHere(location.state)) void navigate(-1);
    else setSearch((current) => withoutOpened(current), { replace: true, preventScrollReset: true });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    setDeleteError(null);
    try {
      await apiRequest(`/applications/${encodeURIComponent(deleting._id)}`, acknowledgedAnswer, {
        method: 'DELETE',
      });
      setNotice(`The application from ${deleting.firstName} ${deleting.lastName} was deleted.`);
      setDeleting(null);
      if (deleting._id === openedId) closeApplication();
      list.reload();
    } catch (error) {
      setDeleteError(deleteFailureText(error));
    } finally {
      setIsDeleting(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const blob = await apiDownload(listApiPath('/applications/export.csv', search, FILTERS));
      saveFile(blob, `applications-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setExportError(failureMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Applications"
        description={
          answer
            ? `${answer.isTotalExact === false ? 'More than ' : ''}${answer.total.toLocaleString('en-GB')} matching.`
            : 'Applications sent from the careers page.'
        }
        actions={
          <>
            {boardJob && (
              <Link to={`/dashboard/jobs/${boardJob._id}/board`} className={buttonClass('secondary', 'md')}>
                Board<span className="sr-only"> for {boardJob.title}</span>
              </Link>
            )}
            <Button
              variant="secondary"
              isBusy={isExporting}
              busyLabel="Exporting..."
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <div className="mb-5 grid grid-cols-1 gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-2 xl:grid-cols-4 xl:items-end">
        <div className="flex min-w-0 xl:col-span-2">
          <SearchBox
            id="application-search"
            label="Search"
            placeholder="Name or email"
            value={search.get('q') ?? ''}
            onSearch={(text) => setSearch((current) => withFilter(current, 'q', text))}
          />
        </div>
        <div className="flex min-w-0 xl:col-span-2">
          <SearchBox
            id="application-cv-search"
            label="Search CV text"
            placeholder="Skills, e.g. CompEx ETAP"
            value={search.get('cv') ?? ''}
            maxLength={TALENT_FILTER_MAX}
            onSearch={(text) => setSearch((current) => withFilter(current, 'cv', text))}
          />
        </div>
        <FilterSelect
          id="application-status-filter"
          label="Status"
          value={search.get('status') ?? ''}
          anyLabel="All statuses"
          options={APPLICATION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          onChange={(value) => setSearch((current) => withFilter(current, 'status', value))}
        />
        <FilterSelect
          id="application-country-filter"
          label="Country"
          value={search.get('country') ?? ''}
          anyLabel="All countries"
          options={COUNTRIES.map((country) => ({ value: country, label: country }))}
          onChange={(value) => setSearch((current) => withFilter(current, 'country', value))}
        />
        <FilterSelect
          id="application-position-filter"
          label="Position"
          value={position}
          anyLabel="All positions"
          options={positions.map((title) => ({ value: title, label: title }))}
          onChange={(value) => setSearch((current) => withFilter(current, 'position', value))}
        />
        <FilterSelect
          id="application-tag-filter"
          label="Tag"
          value={tag}
          anyLabel="All tags"
          options={tagOptions}
          onChange={(value) => setSearch((current) => withFilter(current, 'tag', value))}
        />
      </div>
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {exportError && <Banner tone="error">{exportError}</Banner>}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        <SelectAllOnPage applications={applications} selection={selection} />
        <BulkActionBar selected={selection.rows} onDone={list.reload} onClear={selection.clear} />
        <ApplicationTable
          applications={applications}
          selection={selection}
          isLoading={list.isLoading && !answer}
          onOpen={openApplication}
          onDelete={(application) => {
            setDeleteError(null);
            setDeleting(application);
          }}
        />
        <Pagination
          page={page}
          totalPages={answer?.totalPages ?? 0}
          label="Application pages"
          onChange={(next) => setSearch((current) => withPage(current, next))}
        />
      </div>
      <ApplicationDialog
        openedId={deleting ? null : openedId}
        composeTemplateId={composeTemplateId}
        listed={openedRow}
        detail={detail}
        onDelete={(application) => {
          setDeleteError(null);
          setDeleting(application);
        }}
        onClose={closeApplication}
        onComposerClosed={() => {
          // Only an address that came with ?compose= changes, keeping its history state.
          if (composeTemplateId)
            setSearch((current) => withoutComposing(current), {
              replace: true,
              preventScrollReset: true,
              state: location.state,
            });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete application"
        message={m.confirmDelete}
        isBusy={isDeleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
