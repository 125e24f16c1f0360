import { PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { extractText, extractTextItems, getMeta } from 'unpdf';

// What the PDF tests read back from a drawn PDF, through two independent parsers: pdf-lib for its
// objects (catalogue, structure tree, images, fonts, pages) and unpdf (PDF.js) for its text and
// document information, as a viewer reads them.

export type PdfInspection = {
  pageCount: number;
  pageSizes: { width: number; height: number }[];
  lang: string | null;
  isMarked: boolean;
  hasStructTreeRoot: boolean;
  displaysTitle: boolean;
  /** Structure element types and how often each occurs (H1, P, Figure…). */
  structTypes: Map<string, number>;
  figureAlts: string[];
  imageCount: number;
  embeddedFontFiles: number;
  pageTexts: string[];
  title: string | null;
  /** Text items, per page, that reach outside the page. */
  textOutsidePage: string[];
  /** Per page, the lowest line of text above the running footer (empty on a page without). */
  lastLines: string[];
};

/** Text below this height (PDF points from the page's foot) is the running footer's. */
const FOOTER_TOP = 75;

const text = (value: unknown): string | null =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;

export async function inspectPdf(pdf: Uint8Array): Promise<PdfInspection> {
  const document = await PDFDocument.load(pdf.slice(), { updateMetadata: false });
  const catalog = document.catalog;
  const markInfo = catalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict);
  const viewer = catalog.lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict);
  const structTypes = new Map<string, number>();
  const figureAlts: string[] = [];
  let imageCount = 0;
  let embeddedFontFiles = 0;
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) continue;
    if (dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) imageCount += 1;
    if (dict.get(PDFName.of('FontFile2')) || dict.get(PDFName.of('FontFile3'))) embeddedFontFiles += 1;
    const type = dict.get(PDFName.of('S'));
    if (type instanceof PDFName && dict.get(PDFName.of('P'))) {
      const name = type.decodeText();
      structTypes.set(name, (structTypes.get(name) ?? 0) + 1);
      if (name === 'Figure') figureAlts.push(text(dict.get(PDFName.of('Alt'))) ?? '');
    }
  }
  const pages = document.getPages();
  const { text: pageTexts } = await extractText(pdf.slice(), { mergePages: false });
  const { info } = await getMeta(pdf.slice());
  const { items } = await extractTextItems(pdf.slice());
  const textOutsidePage: string[] = [];
  const lastLines = items.map((pageItems) => {
    const body = pageItems.filter((item) => item.str.trim() && item.y > FOOTER_TOP);
    const lowest = Math.min(...body.map((item) => item.y));
    return body
      .filter((item) => Math.abs(item.y - lowest) < 1)
      .map((item) => item.str)
      .join(' ')
      .trim();
  });
  items.forEach((pageItems, index) => {
    const size = pages[index]?.getSize() ?? { width: 0, height: 0 };
    for (const item of pageItems) {
      if (!item.str.trim()) continue;
      const isOutside =
        item.x < 0 ||
        item.y < 0 ||
        item.x + item.width > size.width + 0.5 ||
        item.y + item.height > size.height;
      if (isOutside) textOutsidePage.push(`page ${index + 1}: ${item.str}`);
    }
  });
  return {
    pageCount: document.getPageCount(),
    pageSizes: pages.map((page) => page.getMediaBox()).map(({ width, height }) => ({ width, height })),
    lang: text(catalog.get(PDFName.of('Lang'))),
    isMarked: markInfo?.get(PDFName.of('Marked')) === PDFBool.True,
    hasStructTreeRoot: catalog.get(PDFName.of('StructTreeRoot')) !== undefined,
    displaysTitle: viewer?.get(PDFName.of('DisplayDocTitle')) === PDFBool.True,
    structTypes,
    figureAlts,
    imageCount,
    embeddedFontFiles,
    pageTexts,
    title: typeof info.Title === 'string' ? info.Title : null,
    textOutsidePage,
    lastLines,
  };
}
