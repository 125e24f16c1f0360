import type { Context } from 'hono';
import { z } from 'zod';
import { optionalValue } from '../../../domain/form-fields.ts';
import { type JobForm, jobFormSchema } from '../../../domain/job.ts';
import { type PublishingFields, publishingFields, splitPublishing } from '../../../domain/publishing.ts';
import { isWebAddress, WEB_ADDRESS_MAX } from '../../../domain/web-address.ts';
import type { AppEnv } from '../app-env.ts';
import { type MultipartRules, readMultipart } from '../multipart.ts';
import { JSON_BODY_LIMIT, mediaType, parseBody, readJson, readUrlEncodedFields } from '../request-body.ts';

// admin.md §7: POST /jobs and PUT /jobs/{id} take "JSON or form data with job fields"; both are
// parsed into one object and checked by the job form's schema (admin.md §5 messages).

// ours: admin.md §3 names pdfUrl without a rule. The careers page links to it, so it must be a
// path on this site (an uploaded PDF, /uploads/job-pdf/...) or a web address, never javascript:.
export const PDF_URL_INVALID = 'PDF link must be a path on this site (starting with /) or an http(s) URL';

function isPdfLink(value: string): boolean {
  // '//host/x.pdf' is another site's address written as a path.
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\p{Cc}\s\\]/u.test(value);
  return isWebAddress(value);
}

export const jobBodySchema = jobFormSchema.extend({
  pdfUrl: optionalValue(
    z
      .string({ error: PDF_URL_INVALID })
      .trim()
      .max(WEB_ADDRESS_MAX, PDF_URL_INVALID)
      .refine(isPdfLink, PDF_URL_INVALID),
  ),
  // Decision 024: status (draft or published, default published), publishAt, unpublishAt.
  ...publishingFields,
});

// A job form carries no file (the PDF is uploaded on its own first, admin.md §2 Job form), so a
// multipart job body gets only a form's allowance for its text, and any file part is read past.
const JOB_FORM: MultipartRules = { tooLargeMessage: JSON_BODY_LIMIT.tooLargeMessage };

// Browsers send form-data line breaks as CRLF (HTML §4.10.21.8); a job stores plain \n lines
// (admin.md §3: responsibilities one per line), as the JSON body has them.
function withPlainLineBreaks(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]),
  );
}

/**
 * The job in a JSON, multipart or URL-encoded body, validated; 400 with the form's messages, 415
 * for any other type. Form bodies are safe here although a page on another site can send them:
 * these routes need the bearer token, which no cross-site form can carry.
 */
export async function readJobBody(
  c: Context<AppEnv>,
): Promise<{ job: JobForm; publishing: PublishingFields }> {
  const { fields, publishing } = splitPublishing(await readJobFields(c));
  return { job: fields, publishing };
}

async function readJobFields(c: Context<AppEnv>) {
  const type = mediaType(c);
  if (type === 'multipart/form-data') {
    await using body = await readMultipart(c, JOB_FORM);
    return parseBody(jobBodySchema, withPlainLineBreaks(body.fields));
  }
  if (type === 'application/x-www-form-urlencoded') {
    return parseBody(jobBodySchema, withPlainLineBreaks(await readUrlEncodedFields(c)));
  }
  return readJson(c, jobBodySchema);
}
