import type { Context } from 'hono';
import { z } from 'zod';
import { optionalValue } from '../../../domain/form-fields.ts';
import { type JobForm, jobFormSchema } from '../../../domain/job.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { assertNoNulText } from '../input-guards.ts';
import { readMultipart } from '../multipart.ts';
import { parseWith, readJson } from '../request-body.ts';

// admin.md §7: POST /jobs and PUT /jobs/{id} take "JSON or form data with job fields"; both are
// parsed into one object and checked by the job form's schema (admin.md §5 messages).

// ours: admin.md §3 names pdfUrl without a rule. The careers page links to it, so it must be a
// path on this site (an uploaded PDF, /uploads/job-pdf/...) or a web address, never javascript:.
export const PDF_URL_INVALID = 'PDF link must be a path on this site (starting with /) or an http(s) URL';
const PDF_URL_MAX = 2048;

function isPdfLink(value: string): boolean {
  if (/[\p{Cc}\s\\]/u.test(value)) return false;
  // '//host/x.pdf' is another site's address written as a path.
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export const jobBodySchema = jobFormSchema.extend({
  pdfUrl: optionalValue(
    z
      .string({ error: PDF_URL_INVALID })
      .trim()
      .max(PDF_URL_MAX, PDF_URL_INVALID)
      .refine(isPdfLink, PDF_URL_INVALID),
  ),
});

function isFormContent(c: Context<AppEnv>): 'multipart' | 'urlencoded' | undefined {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) return 'multipart';
  if (type.startsWith('application/x-www-form-urlencoded')) return 'urlencoded';
  return undefined;
}

async function readUrlEncoded(c: Context<AppEnv>): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    throw new AppError('VALIDATION', MESSAGES.api.invalidBody);
  }
}

// Browsers send form-data line breaks as CRLF (HTML §4.10.21.8); a job stores plain \n lines
// (admin.md §3: responsibilities one per line), as the JSON body has them.
function withPlainLineBreaks(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]),
  );
}

/** The job in a JSON, multipart or URL-encoded body, validated; 400 with the form's messages. */
export async function readJobBody(c: Context<AppEnv>): Promise<JobForm> {
  const form = isFormContent(c);
  let job: JobForm;
  if (form === 'multipart') {
    // A file part is ignored: the PDF is uploaded on its own first (admin.md §2 Job form).
    job = parseWith(jobBodySchema, withPlainLineBreaks((await readMultipart(c)).fields));
  } else if (form === 'urlencoded') {
    job = parseWith(jobBodySchema, withPlainLineBreaks(await readUrlEncoded(c)));
  } else {
    job = await readJson(c, jobBodySchema);
  }
  assertNoNulText(job);
  return job;
}
