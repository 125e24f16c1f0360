import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { healthRoutes } from './health.ts';
import { openApiRoutes } from './openapi.ts';
import { accreditationRoutes } from './routes/accreditations.ts';
import { applicationEmailRoutes } from './routes/application-emails.ts';
import { applicationTagRoutes } from './routes/application-tags.ts';
import { applicationRoutes } from './routes/applications.ts';
import { auditRoutes } from './routes/audit-log.ts';
import { authRoutes } from './routes/auth.ts';
import { capabilityStatementRoutes } from './routes/capability-statements.ts';
import { caseStudyRoutes } from './routes/case-studies.ts';
import { contactRoutes } from './routes/contact.ts';
import { emailTemplateRoutes } from './routes/email-templates.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { galleryCategoryRoutes } from './routes/gallery-categories.ts';
import { insightEventRoutes } from './routes/insight-events.ts';
import { insightRoutes } from './routes/insights.ts';
import { interviewFeedbackRoutes } from './routes/interview-feedback.ts';
import { interviewScorecardRoutes } from './routes/interview-scorecards.ts';
import { applicationInterviewRoutes, interviewRoutes } from './routes/interviews.ts';
import { jobBoardRoutes } from './routes/job-board.ts';
import { jobHiringRoutes } from './routes/job-hiring.ts';
import { jobRoutes } from './routes/jobs.ts';
import { mediaRoutes } from './routes/media.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { personalDataRoutes } from './routes/personal-data.ts';
import { productRoutes } from './routes/products.ts';
import { scheduledChangeRoutes } from './routes/scheduled-changes.ts';
import { scorecardsMineRoutes } from './routes/scorecards-mine.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { signInPolicyRoutes } from './routes/sign-in-policy.ts';
import { signInMethodsRoutes, singleSignOnRoutes } from './routes/single-sign-on.ts';
import { siteContentRoutes } from './routes/site-content.ts';
import { statsRoutes } from './routes/stats.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { userRoutes } from './routes/users.ts';

/**
 * Every resource router under /api, one per resource (STYLE.md: Hono habits). Decision 026's
 * tag and board routes (under /applications, /application-tags and /jobs) are mounted at the
 * root beside the resources' own routers.
 */
export function apiRoutes() {
  return (
    new Hono<AppEnv>()
      .route('/health', healthRoutes)
      .route('/openapi.json', openApiRoutes())
      .route('/auth', authRoutes())
      // Decision 027: single sign-on, and what the login page offers.
      .route('/auth/oidc', singleSignOnRoutes())
      .route('/auth/sign-in-methods', signInMethodsRoutes())
      .route('/auth/passkeys', passkeyRoutes())
      // Decision 027: one's own second factors, and the site's sign-in policy.
      .route('/auth', twoFactorRoutes())
      .route('/sign-in-policy', signInPolicyRoutes())
      // Decision 027: one's signed-in devices, and forgotten passwords.
      .route('/auth/sessions', sessionRoutes())
      .route('/auth', passwordResetRoutes())
      .route('/jobs', jobRoutes())
      // Decision 026: a job's hiring settings, interviewers' scorecards and their no-account link.
      .route('/jobs', jobHiringRoutes())
      .route('/interviews', interviewScorecardRoutes())
      .route('/scorecards', scorecardsMineRoutes())
      .route('/interview-feedback', interviewFeedbackRoutes())
      // Before applicationRoutes, so '/applications/bulk' is not taken for an id.
      .route('/applications', applicationEmailRoutes())
      .route('/applications', applicationRoutes())
      .route('/email-templates', emailTemplateRoutes())
      .route('/applications', applicationInterviewRoutes())
      .route('/interviews', interviewRoutes())
      .route('/contact', contactRoutes())
      .route('/outbox', outboxRoutes())
      .route('/gallery', galleryRoutes())
      .route('/gallery-categories', galleryCategoryRoutes())
      .route('/case-studies', caseStudyRoutes())
      .route('/products', productRoutes())
      .route('/media', mediaRoutes())
      .route('/scheduled-changes', scheduledChangeRoutes())
      .route('/site-content', siteContentRoutes())
      // Decision 028: capability statements for tenders, their PDFs and links; accreditations.
      .route('/capability-statements', capabilityStatementRoutes())
      .route('/accreditations', accreditationRoutes())
      .route('/stats', statsRoutes())
      // Decision 029: the public beacon of page events.
      .route('/insights/events', insightEventRoutes())
      // Decision 029: the site's own visitor figures, read by staff.
      .route('/insights', insightRoutes())
      .route('/users', userRoutes())
      .route('/audit', auditRoutes())
      .route('/personal-data', personalDataRoutes())
      .route('/', applicationTagRoutes())
      .route('/', jobBoardRoutes())
  );
}
