import { Link, useParams } from 'react-router';
import { emailTemplateListAnswer } from '../../../domain/answers/candidate-emails.ts';
import { JobBoard } from '../../components/dashboard/board/job-board.tsx';
import { useJobBoard } from '../../components/dashboard/board/use-job-board.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { buttonClass } from '../../components/ui/buttons.ts';
import { Banner, Spinner } from '../../components/ui/status.tsx';

// Decision 026: a job's pipeline board, /dashboard/jobs/:id/board. A column per status with its
// count; cards move by drag and drop or by keyboard (components/dashboard/board/). The e-mail
// templates are read for the offer after a move; without them the board still moves cards.

export function meta() {
  return dashboardMeta('Pipeline board');
}

export default function JobBoardScreen() {
  const { id } = useParams();
  const board = useJobBoard(id);
  const templates = useApiQuery(
    '/email-templates',
    emailTemplateListAnswer,
    'Failed to load the e-mail templates',
  );
  const title = board.job?.title;
  const listPath = title ? `/dashboard/applications?${new URLSearchParams({ position: title })}` : null;
  return (
    <>
      <PageHeader
        title={title ? `Board: ${title}` : 'Pipeline board'}
        description={
          board.staleAfterDays === undefined
            ? 'Applications for this job by status.'
            : `Applications for this job by status, longest waiting first. Marked when waiting over ${board.staleAfterDays} ${board.staleAfterDays === 1 ? 'day' : 'days'}.`
        }
        actions={
          <>
            {listPath && (
              <Link to={listPath} className={buttonClass('secondary', 'sm')}>
                Applications list
              </Link>
            )}
            <Link to="/dashboard/jobs" className={buttonClass('ghost', 'sm')}>
              Job listings
            </Link>
          </>
        }
      />
      {board.error && <Banner tone="error">{board.error}</Banner>}
      {board.isLoading && <Spinner label="Loading the board…" />}
      {board.job && board.staleAfterDays !== undefined && (
        <JobBoard
          title={board.job.title}
          columns={board.columns}
          staleAfterDays={board.staleAfterDays}
          templates={templates.data?.data.templates ?? []}
          onMove={board.move}
        />
      )}
    </>
  );
}
