import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MAX_PDF_BYTES, PDF_MIME_TYPE } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { saveCvText } from '../../db/cv-texts.ts';
import { extractCvText } from '../../uploads/cv-text.ts';
import { inspectPdf, isPdf, type PdfVerdict } from '../../uploads/pdf.ts';
import { storeUpload } from '../../uploads/stored-upload.ts';
import { mayUse, signedInStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { type MultipartRules, readMultipart } from '../multipart.ts';
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

type PdfMessages = {
  notPdf: string;
  tooLarge: string;
  damaged: string;
  activeContent: string;
  encrypted: string;
};

const PDF_MESSAGES = {
  cv: {
    notPdf: MESSAGES.application.cvNotPdf,
    tooLarge: MESSAGES.application.cvTooLarge,
    damaged: MESSAGES.application.cvDamaged,
    activeContent: MESSAGES.application.cvActiveContent,
    encrypted: MESSAGES.application.cvEncrypted,
  },
  jobPdf: {
    notPdf: MESSAGES.jobs.pdfNotPdf,
    tooLarge: MESSAGES.jobs.pdfTooLarge,
    damaged: MESSAGES.jobs.pdfDamaged,
    activeContent: MESSAGES.jobs.pdfActiveContent,
    encrypted: MESSAGES.jobs.pdfEncrypted,
  },
} as const satisfies Record<string, PdfMessages>;

/** The form of one PDF under `file`: 10 MB, and the PDF header checked before a byte is written. */
function pdfForm(messages: PdfMessages): MultipartRules {
  return {
    tooLargeMessage: messages.tooLarge,
    files: {
      file: {
        maxBytes: MAX_PDF_BYTES,
        tooLargeMessage: messages.tooLarge,
        accepts: isPdf,
        wrongTypeMessage: messages.notPdf,
      },
    },
  };
}

/**
 * Decides who is uploading before the body is read: a job PDF needs a signed-in administrator,
 * and visitors are rate-limited (DESIGN.md: anonymous writes).
 */
export function uploadGate() {
  const visitorRate = rateLimit({ name: 'cv-upload', max: 10, windowMs: TEN_MINUTES });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (wantsJobPdf(c)) {
      await signedInStaff(c, 'recruitment');
      await next();
      return;
    }
    await visitorRate(c, next);
  });
}

// A file name only ever reaches the stored_files record and a download's file name.
function cleanFileName(name: string): string {
  return name.replace(/\p{Cc}/gu, '').trim() || 'file.pdf';
}

/** The answer for a PDF that is not fit to store: 400 when it does not read, 415 for what we refuse. */
function pdfRefusal(verdict: PdfVerdict, messages: PdfMessages): AppError | undefined {
  if (verdict === 'readable') return undefined;
  if (verdict === 'damaged') {
    return new AppError('VALIDATION', messages.damaged, { errors: { file: messages.damaged } });
  }
  const message = verdict === 'encrypted' ? messages.encrypted : messages.activeContent;
  return new AppError('UNSUPPORTED_MEDIA_TYPE', message, { errors: { file: message } });
}

/**
 * Checks the `file` part by its content (a renamed PNG is refused) and stores it; answers its URL.
 * public-site.md §5 CV file, admin.md §5 Job PDF.
 */
export async function storeUploadedPdf(c: Context<AppEnv>): Promise<string> {
  // Asked again rather than passed on from uploadGate: a session revoked in between only makes
  // the file a private CV, the safer reading.
  const isJobPdf = wantsJobPdf(c) && (await mayUse(c, 'recruitment'));
  const messages = isJobPdf ? PDF_MESSAGES.jobPdf : PDF_MESSAGES.cv;
  await using body = await readMultipart(c, pdfForm(messages));
  // Throws 415 (not a PDF) or 413 (over 10 MB), found while the file streamed in.
  const file = body.file('file');
  if (!file) {
    throw new AppError('VALIDATION', MESSAGES.application.cvRequired, {
      errors: { file: MESSAGES.application.cvRequired },
    });
  }
  // The whole file, now that it is on disk: it must read as a PDF and run nothing (pdf.ts).
  const refusal = pdfRefusal(await inspectPdf(file.path), messages);
  if (refusal) throw refusal;
  // Decision 026: a CV's text, read from the spool before the file moves into the store.
  const cvText = isJobPdf ? undefined : await extractCvText(file.path, c.var.services.logger);
  const stored = await storeUpload(c.var.services, {
    visibility: isJobPdf ? 'public' : 'private',
    kind: isJobPdf ? 'job-pdf' : 'cv',
    extension: 'pdf',
    contentType: PDF_MIME_TYPE,
    content: { spooledPath: file.path, size: file.size },
    originalName: cleanFileName(file.name),
  });
  if (cvText !== undefined) await keepCvText(c, stored.url, cvText);
  return stored.url;
}

/** Stores a CV's text for the search; a failure costs only the search, never the upload. */
async function keepCvText(c: Context<AppEnv>, cvUrl: string, text: string): Promise<void> {
  try {
    await saveCvText(c.var.services.db, cvUrl, text);
  } catch (error) {
    c.var.services.logger.warn({ err: error, cvUrl }, 'could not store the text of a CV');
  }
}
