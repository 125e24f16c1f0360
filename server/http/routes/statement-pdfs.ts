import { Hono } from 'hono';
import { linkInputSchema, STATEMENT_MESSAGES } from '../../../domain/capability-statements.ts';
import { pdfFileName, pdfResponse } from '../../capability-statements/pdf-response.ts';
import { currentContent, requestRender, waitForRender } from '../../capability-statements/statements.ts';
import { getRenderRow, type PdfRenderRow, toPdfRender } from '../../db/pdf-renders.ts';
import { createStatementLink, listStatementLinks, revokeStatementLink } from '../../db/statement-links.ts';
import type { AppServices } from '../../services.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson } from '../request-body.ts';
import { findStatement, type StatementRow } from './statement-lookup.ts';

// Decision 028: a statement's PDFs and the client links to them (mounted inside the statement
// routes, behind their sign-in and area check). A PDF is made off the request path by the
// renderer; these routes queue it (or find the one already made of the same content), report its
// progress, and answer it once made, waiting up to a minute for it where the caller needs the file.

const m = STATEMENT_MESSAGES;

/** How long GET …/pdf and POST …/links wait for a PDF being made before answering 503. */
export const PDF_WAIT_MS = 60_000;
const RETRY_AFTER_SECONDS = '10';

/**
 * The done render of the statement as it is now, made now if need be and waited for; 400 when
 * nothing is chosen that can be shown, 503 (with Retry-After) while it is still being made, or
 * when it failed.
 */
async function currentPdf(
  services: AppServices,
  statement: StatementRow,
  requestedByName: string,
  signal: AbortSignal,
): Promise<PdfRenderRow> {
  const { source, contentHash } = await currentContent(services, statement);
  if (source.caseStudies.length === 0 && source.products.length === 0) {
    throw new AppError('VALIDATION', m.nothingChosen);
  }
  const queued = await requestRender(services, {
    kind: 'statement',
    subjectId: statement.id,
    contentHash,
    requestedByName,
  });
  const render =
    queued.status === 'done' ? queued : await waitForRender(services.db, queued.id, PDF_WAIT_MS, signal);
  if (render?.status === 'done' && render.fileKey) return render;
  if (render?.status === 'failed') throw new AppError('UNAVAILABLE', m.renderFailed);
  throw new AppError('UNAVAILABLE', m.renderNotReady, { headers: { 'Retry-After': RETRY_AFTER_SECONDS } });
}

export function statementPdfRoutes() {
  return new Hono<AppEnv>()
    .post('/:id/renders', async (c) => {
      const { services, admin } = c.var;
      const statement = await findStatement(services, c.req.param('id'));
      const { source, contentHash } = await currentContent(services, statement);
      if (source.caseStudies.length === 0 && source.products.length === 0) {
        throw new AppError('VALIDATION', m.nothingChosen);
      }
      const render = await requestRender(services, {
        kind: 'statement',
        subjectId: statement.id,
        contentHash,
        requestedByName: admin.name,
      });
      const isMade = render.status === 'done';
      return c.json(
        {
          success: true,
          ...(isMade ? {} : { message: m.renderQueued }),
          data: { render: toPdfRender(render, true) },
        },
        isMade ? 200 : 202,
      );
    })
    .get('/:id/renders/:renderId', async (c) => {
      const { services } = c.var;
      const statement = await findStatement(services, c.req.param('id'));
      const renderId = c.req.param('renderId');
      const render = isWellFormedId(renderId) ? await getRenderRow(services.db, renderId) : undefined;
      if (render?.kind !== 'statement' || render.subjectId !== statement.id) {
        throw new AppError('NOT_FOUND', m.renderNotFound);
      }
      const { contentHash } = await currentContent(services, statement);
      return c.json({
        success: true,
        data: { render: toPdfRender(render, render.contentHash === contentHash) },
      });
    })
    .get('/:id/pdf', async (c) => {
      const { services, admin } = c.var;
      const statement = await findStatement(services, c.req.param('id'));
      const render = await currentPdf(services, statement, admin.name, c.req.raw.signal);
      const answer = await pdfResponse(c, render.fileKey ?? '', {
        disposition: 'attachment',
        fileName: pdfFileName(statement.clientName, statement.title),
        headers: { 'Cache-Control': 'private, no-store' },
      });
      if (!answer) throw new AppError('NOT_FOUND', m.renderNotFound);
      return answer;
    })
    .post('/:id/links', async (c) => {
      const { services, admin } = c.var;
      const statement = await findStatement(services, c.req.param('id'));
      const input = await readJson(c, linkInputSchema);
      const render = await currentPdf(services, statement, admin.name, c.req.raw.signal);
      const { link, token } = await createStatementLink(services.db, {
        statementId: statement.id,
        renderId: render.id,
        label: input.label,
        days: input.days,
        createdByName: admin.name,
      });
      const url = `${services.config.publicUrl}/statements/${token}`;
      return c.json({ success: true, message: m.linkCreated, data: { link: { ...link, url } } }, 201);
    })
    .get('/:id/links', async (c) => {
      const { services } = c.var;
      const statement = await findStatement(services, c.req.param('id'));
      const links = await listStatementLinks(services.db, statement.id);
      return c.json({ success: true, data: { links } });
    })
    .delete('/:id/links/:linkId', async (c) => {
      const { services } = c.var;
      const statement = await findStatement(services, c.req.param('id'));
      const linkId = c.req.param('linkId');
      const link = isWellFormedId(linkId)
        ? await revokeStatementLink(services.db, statement.id, linkId)
        : undefined;
      if (!link) throw new AppError('NOT_FOUND', m.linkNotFound);
      return c.json({ success: true, message: m.linkRevoked, data: { link } });
    });
}
