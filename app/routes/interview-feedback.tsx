import { data } from 'react-router';
import { feedbackAnswer, scorecardAnswer } from '../../domain/answers/scorecards.ts';
import { FEEDBACK_PAGE_PATH, SCORECARD_MESSAGES, type ScorecardBody } from '../../domain/scorecards.ts';
import { interviewFeedback } from '../../server/hiring/interview-feedback.ts';
import {
  cvPathOf,
  isInterviewerTokenShaped,
  openInterviewerLink,
} from '../../server/hiring/interviewer-link.ts';
import { linkViewer } from '../../server/hiring/scorecards-view.ts';
import { apiRequest } from '../api-client.ts';
import { FeedbackPageFrame, LinkRefused } from '../components/interview-feedback/feedback-page-frame.tsx';
import { CvLink, FeedbackPanel, InterviewFacts } from '../components/interview-feedback/feedback-panel.tsx';
import { RequestReference } from '../components/request-reference.tsx';
import { requestContext } from '../request-context.ts';
import { pageTitle } from '../seo.ts';
import type { Route } from './+types/interview-feedback';

// Decision 026: the page an interviewer's no-account link opens. Outside the site's layout (a
// small header only), read on the server with the link's token: the candidate's name, the
// position, the interview's time, the CV and the scorecard form; once submitted, the other
// interviewers' scorecards. One URL per link, about one person: never cached (no-store here,
// and server/page-cache/cache-key.ts never keys it), never indexed, and no link from it passes
// the token on (no-referrer).

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const token = params.token;
  if (!isInterviewerTokenShaped(token)) {
    return data({ status: 'invalid' as const }, { status: 404, headers: NO_STORE });
  }
  try {
    const opened = await openInterviewerLink(services.db, token);
    if (opened.status !== 'open') {
      return data(
        { status: opened.status },
        { status: opened.status === 'invalid' ? 404 : 410, headers: NO_STORE },
      );
    }
    const feedback = await interviewFeedback(services.db, {
      interview: opened.interview,
      interviewer: opened.interviewer,
      viewer: linkViewer(opened.interviewer.userId),
      cvUrl: cvPathOf(token),
    });
    return data({ status: 'open' as const, token, feedback }, { headers: NO_STORE });
  } catch (error) {
    services.logger.error({ err: error }, 'interview feedback page: failed to open the link');
    return data({ status: 'failed' as const }, { status: 503, headers: NO_STORE });
  }
}

export function headers() {
  return NO_STORE;
}

export function meta() {
  return [
    { title: pageTitle('Interview feedback') },
    { name: 'description', content: 'Your scorecard for an interview.' },
    { name: 'robots', content: 'noindex, nofollow' },
    // The token is in this page's address: no link from here may pass it on.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

async function sendScorecard(token: string, body: ScorecardBody) {
  const base = `${FEEDBACK_PAGE_PATH}/${encodeURIComponent(token)}`;
  await apiRequest(`${base}/scorecard`, scorecardAnswer, { json: body });
  return (await apiRequest(base, feedbackAnswer)).data.feedback;
}

export default function InterviewFeedbackPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== 'open') {
    const m = SCORECARD_MESSAGES;
    const refusal = {
      invalid: { title: 'This link is not valid', message: m.linkInvalid },
      expired: { title: 'This link has expired', message: m.linkExpired },
      withdrawn: { title: 'This link no longer works', message: m.linkWithdrawn },
      failed: {
        title: 'Something went wrong',
        message: 'The interview could not be loaded just now. Please try again in a few minutes.',
      },
    }[loaderData.status];
    return (
      <FeedbackPageFrame>
        <LinkRefused title={refusal.title} message={refusal.message} />
        {loaderData.status === 'failed' ? <RequestReference className="mt-4 text-center" /> : null}
      </FeedbackPageFrame>
    );
  }
  const { feedback, token } = loaderData;
  return (
    <FeedbackPageFrame>
      <div className="space-y-8">
        <div>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Interview feedback</h1>
          <p className="mt-2 text-slate-700">
            Hello {feedback.interviewer.name}. Read the CV, then send your scorecard for this interview.
          </p>
        </div>
        <section
          aria-label="The interview"
          className="space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <InterviewFacts feedback={feedback} />
          <CvLink feedback={feedback} />
        </section>
        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <FeedbackPanel
            feedback={feedback}
            idPrefix="feedback"
            onSubmit={(body) => sendScorecard(token, body)}
          />
        </div>
      </div>
    </FeedbackPageFrame>
  );
}
