import { z } from 'zod';
import { requiredText, within } from './form-fields.ts';

// Decision 026: scorecards. Each interviewer rates the competencies set for the job on a 1–4
// scale, gives an overall recommendation and a written note; one scorecard per interviewer and
// interview. A job's competencies default to technical depth, communication and safety culture
// and are edited per job by HR (1 to 8 of them), with the number of days after which an applicant
// waiting in one status is marked on the board.

export const SCORECARD_MESSAGES = {
  competenciesTooFew: 'Add at least one competency',
  competenciesTooMany: 'A job can have at most 8 competencies',
  competencyKeyInvalid:
    'A competency key is lower-case letters, digits and single hyphens, starting with a letter (at most 40)',
  competencyKeysRepeated: 'Each competency needs its own key',
  competencyLabelRequired: 'Each competency needs a name',
  competencyLabelTooLong: 'A competency name must be 80 characters or fewer',
  staleAfterDaysInvalid: 'Days before an applicant is marked as waiting must be a whole number from 1 to 90',
  ratingsRequired: 'Rate every competency',
  ratingInvalid: 'Choose a rating from 1 to 4',
  ratingMissing: (label: string) => `Rate “${label}”`,
  ratingUnknown: (key: string) => `“${key}” is not one of this job's competencies`,
  recommendationRequired: 'Choose your overall recommendation',
  notesRequired: 'Write a few words about the interview',
  notesTooShort: 'Your notes must be at least 10 characters',
  notesTooLong: 'Your notes must be 5,000 characters or fewer',
  alreadySubmitted: 'You have already submitted your scorecard for this interview',
  notAnInterviewer: 'Only the interviewers on this interview can submit a scorecard for it',
  interviewNotFound: 'Interview not found',
  interviewCancelled: 'This interview has been cancelled',
  interviewerNotOnInterview: 'This person is not an interviewer on this interview',
  linkInvalid: 'This feedback link is not valid. Check that you copied the whole link from the e-mail.',
  linkExpired:
    'This feedback link has expired: links work until 7 days after the interview. If you still need to send your scorecard, please contact HR.',
  linkWithdrawn:
    'This feedback link no longer works: the interview was cancelled or you are no longer one of its interviewers.',
  linkPastExpiry: 'The interview ended more than 7 days ago, so a feedback link would already have expired',
  submitted: 'Thank you: your scorecard has been submitted',
  settingsSaved: 'Hiring settings saved',
} as const;

const m = SCORECARD_MESSAGES;

export type Competency = { key: string; label: string };

/** Decision 026: the competencies a job's scorecards rate until HR change them. */
export const DEFAULT_COMPETENCIES: readonly Competency[] = [
  { key: 'technical', label: 'Technical depth (protection, earthing or power systems)' },
  { key: 'communication', label: 'Communication' },
  { key: 'safety', label: 'Safety culture' },
];
export const DEFAULT_STALE_AFTER_DAYS = 7;
export const MAX_COMPETENCIES = 8;
export const COMPETENCY_LABEL_MAX = 80;
export const STALE_AFTER_DAYS_RANGE = { min: 1, max: 90 } as const;

export const RATINGS = [1, 2, 3, 4] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Readonly<Record<Rating, string>> = {
  1: 'Well below the bar',
  2: 'Below the bar',
  3: 'Meets the bar',
  4: 'Exceeds the bar',
};

export const RECOMMENDATIONS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};

export const NOTES_LENGTH = { min: 10, max: 5000 } as const;

// Slug-like, so a key reads well in the stored JSON and in an API call's `ratings`.
export const COMPETENCY_KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A competency's key made from its name ('Site safety' → 'site-safety'), for a new row. */
export function competencyKeyFrom(label: string, taken: readonly string[]): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  // A key starts with a letter: '18th Edition' becomes 'c-18th-edition'.
  const base = slug === '' ? 'competency' : /^[a-z]/.test(slug) ? slug : `c-${slug}`;
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}

export const competencySchema = z.object({
  key: z
    .string({ error: m.competencyKeyInvalid })
    .trim()
    .max(40, m.competencyKeyInvalid)
    .regex(COMPETENCY_KEY, {
      error: m.competencyKeyInvalid,
    }),
  label: requiredText(m.competencyLabelRequired, {
    max: COMPETENCY_LABEL_MAX,
    message: m.competencyLabelTooLong,
  }),
});

export const competenciesSchema = z
  .array(competencySchema, { error: m.competenciesTooFew })
  .min(1, m.competenciesTooFew)
  .max(MAX_COMPETENCIES, m.competenciesTooMany)
  .refine((list) => new Set(list.map((item) => item.key)).size === list.length, m.competencyKeysRepeated);

export const staleAfterDaysSchema = z
  .number({ error: m.staleAfterDaysInvalid })
  .int(m.staleAfterDaysInvalid)
  .min(STALE_AFTER_DAYS_RANGE.min, m.staleAfterDaysInvalid)
  .max(STALE_AFTER_DAYS_RANGE.max, m.staleAfterDaysInvalid);

/** PUT /jobs/{id}/hiring and what GET answers as `data.hiring`. */
export const hiringSettingsSchema = z.object({
  competencies: competenciesSchema,
  staleAfterDays: staleAfterDaysSchema,
});
export type HiringSettings = z.infer<typeof hiringSettingsSchema>;

export const DEFAULT_HIRING_SETTINGS: HiringSettings = {
  competencies: DEFAULT_COMPETENCIES.map((item) => ({ ...item })),
  staleAfterDays: DEFAULT_STALE_AFTER_DAYS,
};

const ratingSchema = z.union(
  RATINGS.map((rating) => z.literal(rating)),
  { error: m.ratingInvalid },
);

const recommendationSchema = z.enum(RECOMMENDATIONS, { error: m.recommendationRequired });

const notesSchema = requiredText(m.notesRequired, within(NOTES_LENGTH.max, 'Your notes')).min(
  NOTES_LENGTH.min,
  m.notesTooShort,
);

/**
 * POST /interviews/{id}/scorecards and POST /interview-feedback/{token}/scorecard, for a job
 * rating `competencies`: every one of them rated 1–4 and nothing else.
 */
export function scorecardBodySchema(competencies: readonly Competency[]) {
  const keys = new Set(competencies.map((item) => item.key));
  return z.object({
    ratings: z
      .record(z.string(), ratingSchema, { error: m.ratingsRequired })
      .superRefine((ratings, context) => {
        for (const key of Object.keys(ratings)) {
          if (!keys.has(key)) context.addIssue({ code: 'custom', message: m.ratingUnknown(key) });
        }
        for (const { key, label } of competencies) {
          if (!Object.hasOwn(ratings, key))
            context.addIssue({ code: 'custom', message: m.ratingMissing(label) });
        }
      }),
    recommendation: recommendationSchema,
    notes: notesSchema,
  });
}

/** The request body as the OpenAPI document describes it (the keys are the job's competencies). */
export const scorecardBodyShape = scorecardBodySchema([]).extend({
  ratings: z.record(z.string().regex(COMPETENCY_KEY), ratingSchema),
});
export type ScorecardBody = z.infer<typeof scorecardBodyShape>;

/** POST /interviews/{id}/links: whose no-account link to make. */
export const interviewerLinkRequestSchema = z.object({
  interviewerId: z
    .string({ error: m.interviewerNotOnInterview })
    .trim()
    .min(1, m.interviewerNotOnInterview)
    .max(100),
});

/** A submitted scorecard as the API answers it. */
export type Scorecard = {
  _id: string;
  interviewId: string;
  interviewerId: string;
  interviewerName: string;
  ratings: Record<string, number>;
  recommendation: Recommendation;
  notes: string;
  submittedAt: string;
};

/** One interviewer of an interview, and whether their scorecard is in. */
export type InterviewerProgress = { _id: string; name: string; hasSubmitted: boolean };

/** The public page an interviewer's no-account link opens: `/interview-feedback/<token>`. */
export const FEEDBACK_PAGE_PATH = '/interview-feedback';
/** A real token is about 160 characters; anything far longer is no token. */
export const FEEDBACK_TOKEN_MAX = 300;
