import { parentPort, workerData } from 'node:worker_threads';
import type { StatementDocument } from '../../domain/capability-statements.ts';
import { drawStatementPdf } from './statement-pdf.ts';

// The thread of render-in-worker.ts (decision 028): draws one PDF and ends, so a 40-page
// statement never holds the server's event loop. It reports progress as it goes, then sends the
// PDF's bytes (moved, not copied) or what went wrong.

export type RenderWorkerData = { document: StatementDocument };

export type RenderWorkerMessage =
  | { type: 'progress'; progress: number; step: string }
  | { type: 'done'; pdf: Uint8Array; pages: number }
  | { type: 'failed'; message: string; stack: string | undefined };

const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');
const { document } = workerData as RenderWorkerData;
const send = (message: RenderWorkerMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

try {
  const { pdf, pages } = await drawStatementPdf(document, ({ progress, step }) =>
    send({ type: 'progress', progress, step }),
  );
  send({ type: 'done', pdf, pages }, [pdf.buffer as ArrayBuffer]);
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  send({ type: 'failed', message: failure.message, stack: failure.stack });
}
