import { PDFDocument, StandardFonts } from 'pdf-lib';
import { site } from '../../../content/site.ts';
import { drawCover, drawTitleBlock } from './cover.ts';
import { drawFooters, type Fonts } from './page-furniture.ts';
import type { DocumentSpec } from './types.ts';
import { Writer } from './writer.ts';

// A4 document renderer for the brochures and job descriptions: a branded cover or title
// block, then flowing blocks with automatic page breaks, header bands and page numbers.
// Standard fonts only (WinAnsi), so copy must avoid characters such as Greek letters.

/** Fixed document dates keep the output byte-for-byte repeatable. */
const DOCUMENT_DATE = new Date('2025-03-01T09:00:00Z');

export async function buildPdf(spec: DocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  doc.setTitle(`${spec.title} | ${site.brand}`);
  doc.setAuthor(site.legalName);
  doc.setSubject(spec.subject);
  doc.setKeywords([...spec.keywords]);
  doc.setCreator(site.legalName);
  doc.setProducer(site.legalName);
  doc.setLanguage('en-GB');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const writer = new Writer(doc, fonts, spec);
  if (spec.cover) {
    await drawCover(writer, spec.cover);
    writer.addPage();
  }
  if (spec.titleBlock) drawTitleBlock(writer, spec.titleBlock);
  for (const block of spec.blocks) writer.block(block);
  drawFooters(doc, fonts);
  return doc.save({ useObjectStreams: true });
}
