import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  STATEMENT_MESSAGES,
  type StatementInput,
  statementInputSchema,
  statementListQuerySchema,
  suggestionsQuerySchema,
} from '../../../domain/capability-statements.ts';
import { pageInfo } from '../../../domain/list-page.ts';
import { pickErrors, unavailablePicks } from '../../capability-statements/picks.ts';
import { deleteStatementRenders, statementAnswer } from '../../capability-statements/statements.ts';
import { suggestForStatement } from '../../capability-statements/suggestions.ts';
import {
  copyStatementRow,
  createStatementRow,
  deleteStatementRow,
  listStatementRows,
  toCapabilityStatement,
  updateStatementRow,
} from '../../db/capability-statements.ts';
import { latestRenderRows, toPdfRender } from '../../db/pdf-renders.ts';
import type { AppServices } from '../../services.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { isWellFormedId } from '../input-guards.ts';
import { readJson, readQuery, validationError } from '../request-body.ts';
import { findStatement, statementNotFound } from './statement-lookup.ts';
import { statementPdfRoutes } from './statement-pdfs.ts';

// Decision 028: capability statements for tenders. Editors and administrators (the content
// area); HR 403. A statement picks published content by id and never copies it; a save naming
// anything unpublished or unknown is a 400 naming it. Every write is in the activity log (the
// API's middleware, server/http/audit.ts); none changes the public site, so none empties the
// render cache.

const m = STATEMENT_MESSAGES;

async function checkedInput(services: AppServices, input: StatementInput): Promise<StatementInput> {
  const errors = await pickErrors(services, input);
  if (errors) throw validationError(errors);
  return input;
}

/** Staff writes here change nothing the public sees: the content version (and cache) stay. */
export const leavesPublicContent = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') c.set('isPublicContentUnchanged', true);
  await next();
});

export function capabilityStatementRoutes() {
  return (
    new Hono<AppEnv>()
      .use(requireStaff('content'), leavesPublicContent)
      .get('/', async (c) => {
        const query = readQuery(c, statementListQuerySchema);
        const { db } = c.var.services;
        const { items, total } = await listStatementRows(db, query);
        const latest = await latestRenderRows(
          db,
          'statement',
          items.map((row) => row.id),
        );
        // The list marks a PDF current when the statement has not been saved since it was asked
        // for; a statement's own answer also checks the published content it shows.
        const statements = items.map((row) => {
          const render = latest.get(row.id);
          return toCapabilityStatement(
            row,
            render ? toPdfRender(render, render.createdAt >= row.updatedAt) : null,
          );
        });
        return c.json({ success: true, data: { statements }, ...pageInfo(total, query.page, query.limit) });
      })
      .post('/', async (c) => {
        const { services, admin } = c.var;
        const input = await checkedInput(services, await readJson(c, statementInputSchema));
        const row = await createStatementRow(services.db, input, { id: admin._id, name: admin.name });
        const statement = await statementAnswer(services, row);
        return c.json({ success: true, message: m.created, data: { statement } }, 201);
      })
      // Before '/:id', so 'suggestions' is not taken for an id.
      .get('/suggestions', async (c) => {
        const query = readQuery(c, suggestionsQuerySchema);
        const suggestions = await suggestForStatement(c.var.services, query);
        return c.json({ success: true, data: suggestions });
      })
      .get('/:id', async (c) => {
        const { services } = c.var;
        const row = await findStatement(services, c.req.param('id'));
        const statement = await statementAnswer(services, row);
        // What was picked but is no longer published (or was deleted): left out of the next PDF.
        const unavailable = await unavailablePicks(services, statement);
        return c.json({ success: true, data: { statement, unavailable } });
      })
      .put('/:id', async (c) => {
        const { services } = c.var;
        const id = c.req.param('id');
        if (!isWellFormedId(id)) throw statementNotFound();
        const input = await checkedInput(services, await readJson(c, statementInputSchema));
        const row = await updateStatementRow(services.db, id, input);
        if (!row) throw statementNotFound();
        const statement = await statementAnswer(services, row);
        return c.json({ success: true, message: m.saved, data: { statement } });
      })
      .delete('/:id', async (c) => {
        const { services } = c.var;
        const row = await findStatement(services, c.req.param('id'));
        // Its PDFs first (files, then rows); its links go with the row (the foreign key's cascade).
        await deleteStatementRenders(services, row.id);
        const deleted = await deleteStatementRow(services.db, row.id);
        if (!deleted) throw statementNotFound();
        return c.json({
          success: true,
          message: m.deleted,
          data: { statement: toCapabilityStatement(deleted, null) },
        });
      })
      .post('/:id/copy', async (c) => {
        const { services, admin } = c.var;
        const id = c.req.param('id');
        const row = isWellFormedId(id)
          ? await copyStatementRow(services.db, id, { id: admin._id, name: admin.name })
          : undefined;
        if (!row) throw statementNotFound();
        const statement = await statementAnswer(services, row);
        return c.json({ success: true, message: m.copied, data: { statement } }, 201);
      })
      .route('/', statementPdfRoutes())
  );
}
