import { Hono } from 'hono';
import { STATEMENT_MESSAGES } from '../../../domain/capability-statements.ts';
import { contentHashOf } from '../../capability-statements/content-hash.ts';
import { resolveCaseStudySource } from '../../capability-statements/document.ts';
import { pdfFileName, pdfResponse } from '../../capability-statements/pdf-response.ts';
import { requestRender, waitForRender } from '../../capability-statements/statements.ts';
import { getStatementRow } from '../../db/capability-statements.ts';
import { getCaseStudyByLink } from '../../db/case-studies.ts';
import { getRenderRow } from '../../db/pdf-renders.ts';
import { openStatementLink } from '../../db/statement-links.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../app-error.ts';
import { isLookupKey } from '../input-guards.ts';
import { PDF_WAIT_MS } from './statement-pdfs.ts';

// Decision 028: the PDFs the public reaches outside /api, mounted before server rendering.
// - /case-studies/{slug}/pdf: a published case study's one-page PDF, made the same way as a
//   statement's (named by its content, so twenty visitors at once queue one render), and kept by
//   browsers and shared caches for five minutes. A draft or unknown slug is 404 (the site's
//   not-found page where pages are served).
// - /statements/{token}: a client's private link, which opens the PDF it was made for inline and
//   counts the opening; an expired, withdrawn or unknown link is a short 410 page. Neither is
//   kept by the render cache (page-cache/cache-key.ts).

const m = STATEMENT_MESSAGES;

/** The short page of a link that no longer opens (no scripts, no pictures: nothing to leak). */
function linkGonePage(): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Link no longer available</title>
<style>body{font-family:Inter,system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>Link no longer available</h1>
<p>${m.linkInvalid}</p>
</main>
</body>
</html>
`;
}

const PRIVATE_LINK_HEADERS = {
  'X-Robots-Tag': 'noindex',
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
};

export function publicDocumentRoutes() {
  return new Hono<AppEnv>()
    .get('/case-studies/:slug/pdf', async (c, next) => {
      const { services } = c.var;
      const slug = c.req.param('slug');
      const caseStudy = isLookupKey(slug)
        ? await getCaseStudyByLink(services.db, slug, { publishedOnly: true })
        : undefined;
      // The site's own not-found page (server rendering, after this), as for any unknown address.
      if (!caseStudy) return next();
      const source = await resolveCaseStudySource(services, caseStudy);
      const queued = await requestRender(services, {
        kind: 'case-study',
        subjectId: caseStudy._id,
        contentHash: contentHashOf(source),
        requestedByName: null,
      });
      const render =
        queued.status === 'done'
          ? queued
          : await waitForRender(services.db, queued.id, PDF_WAIT_MS, c.req.raw.signal);
      if (render?.status !== 'done' || !render.fileKey) {
        const isFailed = render?.status === 'failed';
        throw new AppError('UNAVAILABLE', isFailed ? m.renderFailed : m.renderNotReady, {
          headers: isFailed
            ? { 'Cache-Control': 'no-store' }
            : { 'Retry-After': '10', 'Cache-Control': 'no-store' },
        });
      }
      const answer = await pdfResponse(c, render.fileKey, {
        disposition: 'inline',
        fileName: pdfFileName(caseStudy.link),
        headers: { 'Cache-Control': 'public, max-age=300' },
      });
      if (!answer) throw new AppError('NOT_FOUND', m.caseStudyPdfNotFound);
      return answer;
    })
    .get('/statements/:token', async (c) => {
      const { services } = c.var;
      const token = c.req.param('token');
      const gone = () => c.html(linkGonePage(), 410, PRIVATE_LINK_HEADERS);
      // 32 random bytes in base64url: 43 characters; anything else names no link.
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return gone();
      const opened = await openStatementLink(services.db, token);
      if (!opened) return gone();
      const [render, statement] = await Promise.all([
        getRenderRow(services.db, opened.renderId),
        getStatementRow(services.db, opened.statementId),
      ]);
      if (!render?.fileKey || !statement) return gone();
      const answer = await pdfResponse(c, render.fileKey, {
        disposition: 'inline',
        fileName: pdfFileName(statement.clientName, statement.title),
        headers: PRIVATE_LINK_HEADERS,
      });
      return answer ?? gone();
    });
}
