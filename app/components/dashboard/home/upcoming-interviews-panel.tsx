import { Link } from 'react-router';
import { upcomingInterviewsAnswer } from '../../../../domain/answers/interviews.ts';
import { formatDuration, localTime } from '../../../../domain/interviews.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Spinner } from '../../ui/status.tsx';
import { formatUkDateTime } from '../publishing/uk-time.ts';
import { useApiQuery } from '../use-api-query.ts';
import { Panel } from './panel.tsx';

// Decision 026: the next five scheduled interviews on the hiring overview, soonest first, each
// opening its application (and its Interviews section) in the applications screen.

const SHOWN = 5;

export function UpcomingInterviewsPanel() {
  const { data, error, isLoading } = useApiQuery(
    `/interviews/upcoming?limit=${SHOWN}`,
    upcomingInterviewsAnswer,
    'Failed to load the upcoming interviews',
  );
  const interviews = data?.data.interviews ?? [];
  return (
    <Panel title="Upcoming interviews" id="upcoming-interviews">
      {isLoading && !data && <Spinner label="Loading interviews…" className="py-2" />}
      {error && <p className="text-sm text-red-800">{error}</p>}
      {data && interviews.length === 0 && (
        <p className="text-slate-600">
          No interviews are scheduled. Schedule one from an application’s details.
        </p>
      )}
      {interviews.length > 0 && (
        <p className="-mt-2 mb-1 text-sm text-slate-600">Times are UK time; the applicant’s own follows.</p>
      )}
      {interviews.length > 0 && (
        <ol className="divide-y divide-slate-200">
          {interviews.map((interview) => {
            const { application } = interview;
            const elsewhere = localTime(interview.startsAt, application.country);
            return (
              <li
                key={interview._id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4"
              >
                <time
                  dateTime={interview.startsAt}
                  className="shrink-0 text-sm font-semibold text-slate-900 sm:w-52"
                >
                  {formatUkDateTime(interview.startsAt)}
                </time>
                <span className="min-w-0 flex-1">
                  <Link
                    to={`/dashboard/applications?open=${encodeURIComponent(application._id)}`}
                    className={`font-medium text-brand-900 underline ${FOCUS_RING}`}
                  >
                    {application.firstName} {application.lastName}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {' '}
                    · {application.position} · {formatDuration(interview.durationMinutes)} ·{' '}
                    {interview.meetingUrl ? 'Online' : 'In person'}
                    {elsewhere && ` · ${elsewhere}`}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
