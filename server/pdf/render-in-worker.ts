import { Worker } from 'node:worker_threads';
import type { RenderProgress, StatementDocument } from '../../domain/capability-statements.ts';
import type { RenderWorkerData, RenderWorkerMessage } from './render-worker.ts';
import type { DrawnPdf } from './statement-pdf.ts';

// Decision 028: a PDF is drawn in a worker thread, one thread per render, ended after it, so the
// server's event loop keeps answering while a 40-page statement is laid out (pdfkit is
// synchronous). The pictures' bytes are moved to the thread, not copied, and the PDF's bytes
// are moved back.

/**
 * The thread's heap: a statement's pictures (a few megabytes of JPEG), fontkit's fonts and the
 * PDF being written. Ten case studies with three 1600-pixel pictures each (28 pages) draw within
 * 96 MB; this leaves room for twelve of everything, and a runaway document fails instead of
 * taking the server's memory with it.
 */
export const RENDER_HEAP_MB = 160;

// The thread's module: TypeScript beside this file when the server runs from its sources, the
// bundle's own entry (scripts/build-server.ts) beside main.js when built.
export function renderWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./render-worker.ts', import.meta.url)
    : new URL('./pdf-render-worker.js', import.meta.url);
}

/** The distinct buffers of the document's pictures that can be moved (whole, unshared buffers). */
function transferables(document: StatementDocument): ArrayBuffer[] {
  const images = [
    ...document.caseStudies.flatMap((caseStudy) => [caseStudy.headerImage, ...caseStudy.images]),
    ...document.products.map((product) => product.image),
    ...document.people.map((person) => person.portrait),
  ];
  const buffers = new Set<ArrayBuffer>();
  for (const image of images) {
    if (!image) continue;
    const { buffer, byteOffset, byteLength } = image.data;
    // A view into a larger buffer (Node's pool) is copied: moving it would empty its neighbours.
    if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength)
      buffers.add(buffer);
  }
  return [...buffers];
}

/**
 * Draws `document` (drawStatementPdf) in a worker thread. The pictures' bytes are moved to the
 * thread: the document's images are empty afterwards, so prepare them again to draw it again.
 * Rejects with the thread's error when drawing fails or the thread dies.
 */
export function renderPdfInWorker(
  document: StatementDocument,
  onProgress?: (progress: RenderProgress) => void,
): Promise<DrawnPdf> {
  return new Promise((resolve, reject) => {
    const data: RenderWorkerData = { document };
    const worker = new Worker(renderWorkerUrl(), {
      workerData: data,
      transferList: transferables(document),
      resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on('message', (message: RenderWorkerMessage) => {
      if (message.type === 'progress') onProgress?.({ progress: message.progress, step: message.step });
      else if (message.type === 'done') finish(() => resolve({ pdf: message.pdf, pages: message.pages }));
      else {
        const error = new Error(message.message);
        if (message.stack) error.stack = message.stack;
        finish(() => reject(error));
      }
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`the PDF thread stopped (exit code ${code}) before finishing`))),
    );
  });
}
