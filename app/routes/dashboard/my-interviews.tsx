import { myInterviewsAnswer } from '../../../domain/answers/scorecards.ts';
import { dashboardMeta } from '../../components/dashboard/dashboard-meta.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { MyInterviewList } from '../../components/dashboard/scorecards/my-interview-list.tsx';
import { useApiQuery } from '../../components/dashboard/use-api-query.ts';
import { Banner, Spinner } from '../../components/ui/status.tsx';

// Decision 026: "My interviews", for anyone signed in: the interviews they are on, upcoming
// first (soonest at the top), then past ones (latest first), each with its scorecard form until
// their scorecard is in, then the others' scorecards.

export function meta() {
  return dashboardMeta('My interviews');
}

export default function MyInterviews() {
  const query = useApiQuery('/scorecards/mine', myInterviewsAnswer, 'Failed to load your interviews');
  const interviews = query.data?.data.interviews ?? [];
  const now = Date.now();
  const upcoming = interviews.filter((item) => Date.parse(item.startsAt) > now).reverse();
  const past = interviews.filter((item) => Date.parse(item.startsAt) <= now);
  return (
    <>
      <PageHeader
        title="My interviews"
        description="The interviews you are on, with the CV and your scorecard for each."
      />
      <div className="max-w-4xl space-y-8">
        {query.error && <Banner tone="error">{query.error}</Banner>}
        {!query.data && !query.error ? (
          <Spinner label="Loading your interviews…" />
        ) : (
          query.data && (
            <>
              <MyInterviewList
                heading="Upcoming"
                interviews={upcoming}
                empty="You have no interviews coming up."
                onSubmitted={query.reload}
              />
              <MyInterviewList
                heading="Past"
                interviews={past}
                empty="No past interviews yet."
                onSubmitted={query.reload}
              />
            </>
          )
        )}
      </div>
    </>
  );
}
