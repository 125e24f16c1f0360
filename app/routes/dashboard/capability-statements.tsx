import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { statementListAnswer } from '../../../domain/answers/capability-statements.ts';
import { StatementTable } from '../../components/dashboard/capability-statements/statement-table.tsx';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { listApiPath, pageParam, withFilter, withPage } from '../../components/dashboard/list-query.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { SearchBox } from '../../components/dashboard/search-box.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { buttonClass } from '../../components/ui/buttons.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Banner } from '../../components/ui/status.tsx';

// Decision 028: the capability statements made for tenders, newest change first, a page at a
// time, searched by tender, client or reference (both in the address, as every list keeps its
// view); New statement opens the editor.

const FETCH_FAILED = 'Failed to load the capability statements';
const EMPTY = 'No capability statements yet. Make one for the next tender with “New statement”.';
const NO_MATCH = 'No capability statement matches the search.';

export function meta() {
  return dashboardMeta('Capability statements');
}

/** What the editor leaves in the history state after a delete, for the banner here. */
function leftNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export default function CapabilityStatements() {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const page = pageParam(search);
  const query = search.get('q') ?? '';
  const list = useApiQuery(
    listApiPath('/capability-statements', search, ['q', 'page']),
    statementListAnswer,
    FETCH_FAILED,
  );
  const [notice, setNotice] = useState<string | null>(() => leftNotice(location.state));
  const answer = list.data;

  return (
    <>
      <PageHeader
        title="Capability statements"
        description="Branded PDFs for tenders and pre-qualification questionnaires, made from the site’s own case studies, products, people and accreditations."
        actions={
          <Link to="/dashboard/capability-statements/new" className={buttonClass('primary')}>
            New statement
          </Link>
        }
      />
      <div className="mb-5 flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
        <SearchBox
          id="statement-search"
          label="Search"
          placeholder="Tender, client or reference"
          value={query}
          onSearch={(text) => setSearch((current) => withFilter(current, 'q', text))}
        />
      </div>
      <div className="space-y-4">
        {list.error && <Banner tone="error">{list.error}</Banner>}
        {notice && (
          <Banner tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Banner>
        )}
        <StatementTable
          statements={answer?.data.statements ?? []}
          isLoading={list.isLoading && !answer}
          empty={query ? NO_MATCH : EMPTY}
        />
        <Pagination
          page={page}
          totalPages={answer?.totalPages ?? 0}
          label="Capability statement pages"
          onChange={(next) => setSearch((current) => withPage(current, next))}
        />
      </div>
    </>
  );
}
