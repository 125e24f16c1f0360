import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MAX_PDF_BYTES, PDF_MIME_TYPE } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { isPdf } from '../../uploads/pdf.ts';
import { storeUpload } from '../../uploads/stored-upload.ts';
import { readAdmin } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { multipartLimit, readMultipart } from '../multipart.ts';
import { rateLimit } from '../rate-limit.ts';

// POST /applications/upload-cv serves two callers (admin.md §7: "fileUrl (also used for job
// PDFs)"): a visitor's CV, kept private (DESIGN.md), or a job description PDF, which the careers
// page links to and is therefore public. A job PDF must be asked for (?purpose=job-description)
// by a signed-in administrator: a token alone is not enough, because the browser sends the stored
// token on every call, and an administrator trying the application form must not publish a CV.

export const JOB_PDF_PURPOSE = 'job-description';

function wantsJobPdf(c: Context<AppEnv>): boolean {
  return c.req.query('purpose') === JOB_PDF_PURPOSE;
}

const TEN_MINUTES = 10 * 60 * 1000;

const PDF_MESSAGES = {
  cv: { notPdf: MESSAGES.application.cvNotPdf, tooLarge: MESSAGES.application.cvTooLarge },
  jobPdf: { notPdf: MESSAGES.jobs.pdfNotPdf, tooLarge: MESSAGES.jobs.pdfTooLarge },
} as const;

/**
 * Decides who is uploading, then applies that caller's limits before the body is read: visitors
 * are rate-limited (DESIGN.md: anonymous writes), and each gets its own "too large" message.
 * A factory, so each server instance keeps its own rate-limit counts.
 */
export function uploadGate() {
  const visitorRate = rateLimit({ max: 10, windowMs: TEN_MINUTES });
  const cvLimit = multipartLimit(MAX_PDF_BYTES, PDF_MESSAGES.cv.tooLarge);
  const jobPdfLimit = multipartLimit(MAX_PDF_BYTES, PDF_MESSAGES.jobPdf.tooLarge);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (wantsJobPdf(c)) {
      if (!(await readAdmin(c))) throw new AppError('UNAUTHENTICATED', MESSAGES.session.authRequired);
      await jobPdfLimit(c, next);
      return;
    }
    await visitorRate(c, async () => {
      await cvLimit(c, next);
    });
  });
}

// A file name only ever reaches the stored_files record and a download's file name.
function cleanFileName(name: string): string {
  return name.replace(/\p{Cc}/gu, '').trim() || 'file.pdf';
}

/**
 * Checks the `file` part by its content (a renamed PNG is refused) and stores it; answers its URL.
 * public-site.md §5 CV file, admin.md §5 Job PDF.
 */
export async function storeUploadedPdf(c: Context<AppEnv>): Promise<string> {
  // Asked again rather than passed on from uploadGate: a session revoked in between only makes
  // the file a private CV, the safer reading.
  const isJobPdf = wantsJobPdf(c) && (await readAdmin(c)) !== undefined;
  const messages = isJobPdf ? PDF_MESSAGES.jobPdf : PDF_MESSAGES.cv;
  const { files } = await readMultipart(c);
  const file = files.file;
  if (!file) {
    throw new AppError('VALIDATION', MESSAGES.application.cvRequired, {
      errors: { file: MESSAGES.application.cvRequired },
    });
  }
  if (!isPdf(file.bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notPdf, { errors: { file: messages.notPdf } });
  }
  if (file.bytes.byteLength > MAX_PDF_BYTES) {
    throw new AppError('TOO_LARGE', messages.tooLarge, { errors: { file: messages.tooLarge } });
  }
  const stored = await storeUpload(c.var.services, {
    visibility: isJobPdf ? 'public' : 'private',
    kind: isJobPdf ? 'job-pdf' : 'cv',
    extension: 'pdf',
    contentType: PDF_MIME_TYPE,
    body: file.bytes,
    originalName: cleanFileName(file.name),
  });
  return stored.url;
}
