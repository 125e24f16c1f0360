import { Link, useParams } from 'react-router';
import { hiringAnswer } from '../../../domain/answers/scorecards.ts';
import { staffJobAnswer } from '../../../domain/answers/staff-records.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { HiringSettingsForm } from '../../components/dashboard/scorecards/hiring-settings-form.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { buttonClass } from '../../components/ui/buttons.ts';
import { Banner, Spinner } from '../../components/ui/status.tsx';

// Decision 026: /dashboard/jobs/{id}/hiring, HR and administrators: the competencies the job's
// scorecards rate and the board's stale-after days, linked from the job listings' actions.

export function meta() {
  return dashboardMeta('Hiring settings');
}

export default function JobHiring() {
  const { id = '' } = useParams();
  const job = useApiQuery(
    `/jobs/${encodeURIComponent(id)}?view=all`,
    staffJobAnswer,
    'Failed to load the job',
  );
  const hiring = useApiQuery(
    `/jobs/${encodeURIComponent(id)}/hiring`,
    hiringAnswer,
    'Failed to load the hiring settings',
  );
  const error = job.error ?? hiring.error;
  const title = job.data?.data.job.title;
  return (
    <>
      <PageHeader
        title="Hiring settings"
        description={
          title
            ? `For “${title}”: what its interviewers rate, and when a waiting applicant is marked.`
            : undefined
        }
        actions={
          <Link to="/dashboard/jobs" className={`${buttonClass('secondary')} whitespace-nowrap`}>
            Back to Job Listings
          </Link>
        }
      />
      {error && <Banner tone="error">{error}</Banner>}
      {!error && !hiring.data && <Spinner label="Loading the hiring settings…" />}
      {hiring.data && <HiringSettingsForm key={id} jobId={id} initial={hiring.data.data.hiring} />}
    </>
  );
}
