import { readFile, stat } from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';
import type { Logger } from '../logger.ts';
import { pdfWork } from './pdf.ts';

// Decision 026 (talent pool): the text of an uploaded CV, extracted once at upload so HR can
// search every CV for a skill ("CompEx", "ETAP") through the database's full-text index. unpdf
// (PDF.js, no native parts) reads it. A CV is a few pages; the bounds keep a hostile or huge file
// cheap: at most 50 pages read and 200,000 characters kept, and it runs one at a time in the same
// slot as the PDF check (pdf.ts), since both hold a whole document in memory.
//
// Only CVs up to 5 MB are read: a CV of text is a few hundred kilobytes, and reading is the
// slow part of an upload (about half a second for 9 MB, one at a time), so a stranger sending
// many large PDFs at once would otherwise queue every upload behind them. A larger file is kept
// without text and logged; HR still open it.
//
// It never fails the upload: a PDF of scanned images has no text, and one PDF.js cannot read
// stores an empty text (the CV is still there for HR to open; it just will not be found by words).

export const CV_TEXT_MAX_CHARS = 200_000;
export const CV_TEXT_MAX_BYTES = 5 * 1024 * 1024;
const CV_TEXT_MAX_PAGES = 50;
// PDF.js parses on the event loop between its awaits; past this the rest of the file is skipped.
const CV_TEXT_TIME_LIMIT_MS = 10_000;

/** Whitespace runs (line breaks from the layout included) as one space, trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

async function readText(bytes: Uint8Array): Promise<string> {
  const started = Date.now();
  const document = await getDocumentProxy(bytes, {
    // Text only: no fonts loaded into a page.
    disableFontFace: true,
    stopAtErrors: false,
    // PDF.js's own warnings go to the console; a failure is logged below instead.
    verbosity: 0,
  });
  try {
    const parts: string[] = [];
    let length = 0;
    const pages = Math.min(document.numPages, CV_TEXT_MAX_PAGES);
    for (let number = 1; number <= pages && length < CV_TEXT_MAX_CHARS; number++) {
      if (Date.now() - started > CV_TEXT_TIME_LIMIT_MS) break;
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? '\n' : ' ');
        length += item.str.length + 1;
      }
      parts.push('\n');
      page.cleanup();
    }
    return collapseWhitespace(parts.join('')).slice(0, CV_TEXT_MAX_CHARS);
  } finally {
    await document.loadingTask.destroy();
  }
}

/**
 * The CV's text, whitespace collapsed and at most 200,000 characters; '' when it cannot be read
 * or the file is over 5 MB.
 */
export async function extractCvText(file: string, logger: Logger): Promise<string> {
  const { size } = await stat(file);
  if (size > CV_TEXT_MAX_BYTES) {
    logger.info(
      { bytes: size },
      'a CV is too large to read for the CV search; it is stored without its text',
    );
    return '';
  }
  return pdfWork.run(async () => {
    try {
      const text = await readText(new Uint8Array(await readFile(file)));
      if (text === '') logger.debug('a CV has no text to extract (scanned pages?)');
      return text;
    } catch (error) {
      logger.warn({ err: error }, 'could not extract the text of a CV; it is stored without');
      return '';
    }
  });
}
