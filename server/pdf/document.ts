import PDFDocument from 'pdfkit';
import type { StatementDocument } from '../../domain/capability-statements.ts';
import { createFlow, type Flow } from './flow.ts';
import { registerFonts } from './fonts.ts';
import { MARGIN } from './theme.ts';

// The pdfkit document every PDF starts from (decision 028): A4, tagged, PDF 1.7, en-GB, its title
// shown in the viewer's title bar, pages buffered so the contents and the running footers can be
// drawn once the page count is known.

export function openDocument(statement: StatementDocument): Flow {
  const subject =
    statement.kind === 'statement'
      ? `Capability statement${statement.clientName ? ` for ${statement.clientName}` : ''}`
      : 'Case study';
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    autoFirstPage: false,
    bufferPages: true,
    info: {
      Title: statement.title,
      Author: statement.company.name,
      Subject: subject,
      Creator: statement.company.name,
    },
  });
  registerFonts(doc);
  const root = doc.struct('Document');
  doc.addStructure(root);
  return createFlow(doc, root);
}

/** Ends the document and collects its bytes. */
export function finishDocument(flow: Flow): Promise<Uint8Array> {
  const { doc } = flow;
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      const pdf = new Uint8Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        pdf.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(pdf);
    });
    flow.root.end();
    doc.end();
  });
}
