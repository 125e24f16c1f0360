import type { EmailTemplateForm } from '../../domain/email-templates.ts';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/ids.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

// Decision 026: the four templates HR start from. Written as a person at the company would write
// them: warm, plain UK English, no form-letter phrases, each saying what happens next. They are
// stored once per database (a fresh install on its first start, an existing one on its first start
// with this code) and then belong to HR: one they edit or delete stays edited or deleted.

export const EMAIL_TEMPLATES_RUN = 'email-templates';
const SEEDED_BY = 'Default templates';

const SIGN_OFF = 'Kind regards,\n\nThe recruitment team\n{{companyName}}';

export const DEFAULT_EMAIL_TEMPLATES: readonly EmailTemplateForm[] = [
  {
    name: 'Invitation to interview',
    purpose: 'interview',
    subject: 'Interview invitation: {{position}} at {{companyName}}',
    body: `Dear {{firstName}},

Thank you for applying for the {{position}} role with {{companyName}}. We enjoyed reading your application and would like to invite you to an interview.

The interview is on {{date}}, with {{interviewer}}. It will take about an hour: we will talk through your experience and a piece of recent work you are proud of, tell you about the projects our {{office}} team is working on, and leave plenty of time for your questions.

Please reply to this e-mail to confirm that the time suits you. If it does not, send us two or three times that would and we will do our best to rearrange. If you would like any adjustments for the interview, just tell us; we are glad to help.

We look forward to meeting you.

${SIGN_OFF}`,
  },
  {
    name: 'Rejection',
    purpose: 'rejection',
    subject: 'Your application for {{position}}',
    body: `Dear {{firstName}},

Thank you for your interest in the {{position}} role, and for the time and care you put into your application. We know how much goes into one, and we appreciated the chance to learn about your work.

We have now looked carefully at every application, and I am sorry to tell you that on this occasion we will not be taking yours further. It was not an easy decision: we heard from many capable engineers for a small number of places.

If you would find it useful, reply to this e-mail and we will give you some brief feedback. We advertise new roles on our careers page throughout the year, and we would be glad to hear from you again when one suits you.

Thank you again, and we wish you every success with your next step.

${SIGN_OFF}`,
  },
  {
    name: 'Offer',
    purpose: 'offer',
    subject: 'Offer of employment: {{position}} at {{companyName}}',
    body: `Dear {{firstName}},

I am delighted to tell you that we would like to offer you the position of {{position}} at our {{office}} office. Everyone who met you was impressed, and we very much hope you will join us.

This offer is subject to satisfactory references and to the usual right-to-work checks. Your written offer, with the salary, start date and full terms, will follow separately; please read it carefully and ask us about anything that is not clear.

To start the checks, please reply with the names and contact details of two referees, one of them your current or most recent employer. We will not contact your current employer until you tell us we may. We will also let you know which documents we need to confirm your right to work.

Congratulations, and thank you for the time you have given us throughout the process.

${SIGN_OFF}`,
  },
  {
    name: 'Request for documents',
    purpose: 'documents',
    subject: 'Documents for your application: {{position}}',
    body: `Dear {{firstName}},

Thank you for your continued interest in the {{position}} role. To move your application forward, we need a few documents from you:

- Proof of your right to work: your passport, or in the UK a share code from the GOV.UK "Prove your right to work" service.
- Copies of your qualifications: your degree certificate, any professional registration (for example IEng or CEng), and certificates such as CompEx or the 18th Edition where they apply.
- References: the names and contact details of two referees, one of them your current or most recent employer.

You can reply to this e-mail with scans or clear photographs attached; please do not post originals. We keep these documents securely, use them only for your application and delete them in line with our privacy policy.

If anything will take a little time to gather, or you have any questions, just let us know.

${SIGN_OFF}`,
  },
];

/** Another process recorded the run first; thrown to roll the transaction back. */
class AlreadyRanError extends Error {}

/**
 * Stores the default templates once per database, with the record that it ran (seed_runs), in one
 * transaction. Answers how many were created (0 when it had run before).
 */
export async function seedEmailTemplates(db: Db): Promise<number> {
  const ran = await db
    .selectFrom('seedRuns')
    .select('name')
    .where('name', '=', EMAIL_TEMPLATES_RUN)
    .executeTakeFirst();
  if (ran) return 0;
  try {
    return await inTransaction(db, async (trx) => {
      // Written first: a second instance starting at the same moment fails on the primary key.
      try {
        await trx.insertInto('seedRuns').values({ name: EMAIL_TEMPLATES_RUN, ranAt: nowIso() }).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AlreadyRanError();
        throw error;
      }
      const now = nowIso();
      await trx
        .insertInto('emailTemplates')
        .values(
          DEFAULT_EMAIL_TEMPLATES.map((template) => ({
            id: newId(),
            name: template.name,
            purpose: template.purpose,
            subject: template.subject,
            body: template.body,
            updatedByName: SEEDED_BY,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
      return DEFAULT_EMAIL_TEMPLATES.length;
    });
  } catch (error) {
    if (error instanceof AlreadyRanError) return 0;
    throw error;
  }
}
