import type { Selectable } from 'kysely';
import type { CapabilityStatement, PdfRender } from '../../domain/capability-statements.ts';
import { toCapabilityStatement } from '../db/capability-statements.ts';
import type { Db } from '../db/connection.ts';
import {
  deleteRenderRows,
  findOrQueueRender,
  getRenderRow,
  latestRenderRow,
  type PdfRenderRow,
  type RenderKind,
  renderRowsOf,
  toPdfRender,
} from '../db/pdf-renders.ts';
import type { CapabilityStatementTable } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { contentHashOf } from './content-hash.ts';
import { type DocumentSource, resolveStatementSource, type StatementChoices } from './document.ts';

// Decision 028: what the routes do with a statement and its PDFs, beside the data layer: its
// answer with the latest PDF and whether that PDF is still current, queuing the PDF of the
// statement as it is now, waiting for one, and deleting a statement with its PDFs.

type StatementRow = Selectable<CapabilityStatementTable>;

export function statementChoicesOf(row: StatementRow): StatementChoices {
  return toCapabilityStatement(row, null);
}

/** The statement's document as published now, and its content hash. */
export async function currentContent(
  services: Pick<AppServices, 'db' | 'config'>,
  row: StatementRow,
): Promise<{ source: DocumentSource; contentHash: string }> {
  const source = await resolveStatementSource(services, statementChoicesOf(row));
  return { source, contentHash: contentHashOf(source) };
}

/** The statement as the API answers it, its latest PDF marked current when it shows it as it is now. */
export async function statementAnswer(
  services: Pick<AppServices, 'db' | 'config'>,
  row: StatementRow,
): Promise<CapabilityStatement> {
  const [latest, { contentHash }] = await Promise.all([
    latestRenderRow(services.db, 'statement', row.id),
    currentContent(services, row),
  ]);
  return toCapabilityStatement(row, latest ? toPdfRender(latest, latest.contentHash === contentHash) : null);
}

/**
 * The render of `kind`/`subjectId` showing `contentHash`: the one made or being made, else a new
 * queued one, and the renderer woken.
 */
export async function requestRender(
  services: AppServices,
  request: { kind: RenderKind; subjectId: string; contentHash: string; requestedByName: string | null },
): Promise<PdfRenderRow> {
  const { row, isQueued } = await findOrQueueRender(services.db, request);
  if (isQueued) services.renderer.wake();
  return row;
}

/** The render of the statement as it is now (queued if need be), and the answer's shape of it. */
export async function renderStatementNow(
  services: AppServices,
  row: StatementRow,
  requestedByName: string | null,
): Promise<{ render: PdfRenderRow; answer: PdfRender }> {
  const { contentHash } = await currentContent(services, row);
  const render = await requestRender(services, {
    kind: 'statement',
    subjectId: row.id,
    contentHash,
    requestedByName,
  });
  return { render, answer: toPdfRender(render, true) };
}

const WAIT_POLL_MS = 150;

/**
 * The render once it is done or has failed for good, read again every WAIT_POLL_MS (another
 * instance may be making it); the last state read when `timeoutMs` passes or `signal` aborts.
 */
export async function waitForRender(
  db: Db,
  id: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<PdfRenderRow | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await getRenderRow(db, id);
    if (!row || row.status === 'done' || row.status === 'failed') return row;
    if (Date.now() >= until || signal?.aborted) return row;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}

/**
 * Deletes the files of the statement's PDFs, then their rows. A file that cannot be deleted is
 * logged and its row kept, so the clean-up of old renders tries it again.
 */
export async function deleteStatementRenders(services: AppServices, statementId: string): Promise<void> {
  const rows = await renderRowsOf(services.db, 'statement', statementId);
  const gone: string[] = [];
  for (const row of rows) {
    try {
      if (row.fileKey) await services.files.delete(row.fileKey);
      gone.push(row.id);
    } catch (error) {
      services.logger.error({ err: error, renderId: row.id }, 'could not delete a statement PDF file');
    }
  }
  await deleteRenderRows(services.db, gone);
}
