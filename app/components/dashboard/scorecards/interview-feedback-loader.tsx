import { feedbackAnswer, scorecardAnswer } from '../../../../domain/answers/scorecards.ts';
import type { ScorecardBody } from '../../../../domain/scorecards.ts';
import { apiRequest } from '../../../api-client.ts';
import { CvLink, FeedbackPanel } from '../../interview-feedback/feedback-panel.tsx';
import { Banner, Spinner } from '../../ui/status.tsx';
import { useApiQuery } from '../use-api-query.ts';

// Decision 026: one interview's feedback for the signed-in interviewer, loaded when they open
// it on "My interviews": the CV and the scorecard form, or their scorecard and the others'.

async function send(interviewId: string, body: ScorecardBody) {
  await apiRequest(`/interviews/${interviewId}/scorecards`, scorecardAnswer, { json: body });
  return (await apiRequest(`/interviews/${interviewId}/feedback`, feedbackAnswer)).data.feedback;
}

export function InterviewFeedbackLoader({
  interviewId,
  onSubmitted,
}: {
  interviewId: string;
  onSubmitted: () => void;
}) {
  const query = useApiQuery(
    `/interviews/${interviewId}/feedback`,
    feedbackAnswer,
    'Failed to load the interview',
  );
  if (query.error) return <Banner tone="error">{query.error}</Banner>;
  const feedback = query.data?.data.feedback;
  if (!feedback) return <Spinner label="Loading the interview…" />;
  return (
    <div className="space-y-6">
      <CvLink feedback={feedback} />
      <FeedbackPanel
        feedback={feedback}
        idPrefix={`interview-${interviewId}`}
        headingLevel={3}
        onSubmit={async (body) => {
          const next = await send(interviewId, body);
          onSubmitted();
          return next;
        }}
      />
    </div>
  );
}
