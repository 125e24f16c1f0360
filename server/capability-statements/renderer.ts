import type { RenderProgress } from '../../domain/capability-statements.ts';
import { type ClaimLoop, oneLineError, startClaimLoop } from '../claim-loop.ts';
import { getStatementRow } from '../db/capability-statements.ts';
import { getCaseStudy } from '../db/case-studies.ts';
import {
  claimNextRender,
  failRender,
  finishRender,
  MAX_RENDER_ATTEMPTS,
  type PdfRenderRow,
  type RenderClaim,
  recordRenderProgress,
} from '../db/pdf-renders.ts';
import { renderPdfInWorker } from '../pdf/render-in-worker.ts';
import type { AppServices } from '../services.ts';
import {
  type DocumentSource,
  prepareDocument,
  resolveCaseStudySource,
  resolveStatementSource,
} from './document.ts';
import { statementChoicesOf } from './statements.ts';

// Decision 028: the renderer, a loop in each server process beside the mail sender. It claims
// the oldest queued render (or one whose lease ended), resolves its document as published now,
// prepares its pictures, draws the PDF in a worker thread (so the event loop keeps answering),
// and stores it as a private file; progress and the step go to the row (at most twice a second),
// which the statement screen polls. One render at a time per process; the rest wait their turn.
// It is a claim loop (claim-loop.ts), as the mail sender is: it sleeps until the next poll, or
// until this process queues a render and wakes it.

/** A claimed render is another renderer's to take after this long without progress. */
export const RENDER_LEASE_MS = 2 * 60_000;
const POLL_MS = 5_000;
const PROGRESS_EVERY_MS = 500;
/** The wait before the second and third tries of a render that failed. */
const RETRY_AFTER_MS = [15_000, 60_000];

/** wake(): a render was queued here; stop(): resolves once a render in flight is recorded. */
export type StatementRenderer = ClaimLoop;

/** The private file a render's PDF is kept in. */
export function renderFileKey(row: Pick<PdfRenderRow, 'id' | 'kind'>): string {
  return `private/${row.kind === 'statement' ? 'statements' : 'case-studies'}/${row.id}.pdf`;
}

class SubjectGoneError extends Error {}

/** What the render's subject shows now; throws SubjectGoneError when it is gone or unpublished. */
async function sourceOf(services: AppServices, row: PdfRenderRow): Promise<DocumentSource> {
  if (row.kind === 'statement') {
    const statement = await getStatementRow(services.db, row.subjectId);
    if (!statement) throw new SubjectGoneError('The statement was deleted');
    // The row's hash named the statement when it was asked for; should it have changed since,
    // the PDF shows it as it is now, which is what whoever waits for it wants.
    return resolveStatementSource(services, statementChoicesOf(statement));
  }
  const caseStudy = await getCaseStudy(services.db, row.subjectId, { publishedOnly: true });
  if (!caseStudy) throw new SubjectGoneError('The case study is not published');
  return resolveCaseStudySource(services, caseStudy);
}

export function startStatementRenderer(services: AppServices): StatementRenderer {
  const { db, logger, files } = services;
  /** Progress writes, one at a time and at most every PROGRESS_EVERY_MS; each extends the lease. */
  const progressWriter = (claim: RenderClaim) => {
    let lastWrite = 0;
    let writing: Promise<void> = Promise.resolve();
    const write = (progress: RenderProgress, force = false) => {
      const now = Date.now();
      if (!force && now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      writing = writing.then(async () => {
        const leaseUntil = new Date(Date.now() + RENDER_LEASE_MS).toISOString();
        try {
          if (await recordRenderProgress(db, claim, { ...progress, leaseUntil })) claim.lease = leaseUntil;
        } catch (error) {
          logger.warn({ err: error, renderId: claim.id }, 'render progress not recorded');
        }
      });
    };
    return { write, settled: () => writing };
  };

  const render = async (row: PdfRenderRow) => {
    const claim: RenderClaim = { id: row.id, lease: row.leaseUntil ?? '' };
    const progress = progressWriter(claim);
    const started = performance.now();
    try {
      progress.write({ progress: 2, step: 'Reading the content' }, true);
      const source = await sourceOf(services, row);
      const document = await prepareDocument(services, source, (done, total) =>
        progress.write({
          progress: 5 + Math.round((35 * done) / Math.max(1, total)),
          step: 'Preparing pictures',
        }),
      );
      const made = await renderPdfInWorker(document, (drawn) =>
        progress.write({ progress: 40 + Math.round(0.55 * drawn.progress), step: drawn.step }),
      );
      progress.write({ progress: 96, step: 'Saving the PDF' }, true);
      const fileKey = renderFileKey(row);
      await files.put(fileKey, made.pdf, 'application/pdf');
      await progress.settled();
      const isRecorded = await finishRender(db, claim, {
        fileKey,
        bytes: made.pdf.byteLength,
        pages: made.pages,
      });
      if (!isRecorded) {
        // The lease lapsed and another renderer took it, or the statement was deleted meanwhile.
        await files.delete(fileKey).catch(() => undefined);
        logger.warn({ renderId: row.id }, 'PDF made after its claim was lost; discarded');
        return;
      }
      logger.info(
        {
          renderId: row.id,
          kind: row.kind,
          pages: made.pages,
          bytes: made.pdf.byteLength,
          durationMs: Math.round(performance.now() - started),
        },
        'PDF made',
      );
    } catch (error) {
      await progress.settled();
      const isFinal = error instanceof SubjectGoneError || row.attempts >= MAX_RENDER_ATTEMPTS;
      const wait = RETRY_AFTER_MS[Math.min(row.attempts - 1, RETRY_AFTER_MS.length - 1)] ?? 60_000;
      const retryAt = isFinal ? null : new Date(Date.now() + wait).toISOString();
      await failRender(db, claim, { error: oneLineError(error), retryAt }).catch((failure: unknown) =>
        logger.error({ err: failure, renderId: row.id }, 'could not record a failed render'),
      );
      logger[isFinal ? 'error' : 'warn'](
        { err: error, renderId: row.id, kind: row.kind, attempts: row.attempts, retryAt },
        isFinal ? 'PDF could not be made; given up' : 'PDF could not be made; will retry',
      );
    }
  };

  /** Makes the oldest queued render's PDF; answers how long to wait when there is none. */
  const turn = async (): Promise<number> => {
    const now = new Date();
    const row = await claimNextRender(db, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + RENDER_LEASE_MS).toISOString(),
    });
    if (!row) return POLL_MS;
    await render(row);
    return 0;
  };
  return startClaimLoop({
    logger,
    pollMs: POLL_MS,
    // A render left by a stopped process waits for the first poll: a start (and a test that
    // closes the database straight after one) runs no query of the renderer's; wake() is at once.
    firstTurnAfterMs: POLL_MS,
    failureMessage: 'PDF renderer could not read its queue',
    turn,
  });
}
