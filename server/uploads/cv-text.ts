import { readFile } from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';
import type { Logger } from '../logger.ts';
import { pdfWork } from './pdf.ts';

// Decision 026 (talent pool): the text of an uploaded CV, extracted once at upload so HR can
// search every CV for a skill ("CompEx", "ETAP") through the database's full-text index. unpdf
// (PDF.js, no native parts) reads it. A CV is a few pages; the bounds keep a hostile or huge file
// cheap: at most 50 pages read and 200,000 characters kept, and it runs one at a time in the same
// slot as the PDF check (pdf.ts), since both hold a whole document in memory.
//
// It never fails the upload: a PDF of scanned images has no text, and one PDF.js cannot read
// stores an empty text (the CV is still there for HR to open; it just will not be found by words).

export const CV_TEXT_MAX_CHARS = 200_000;
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

/** The CV's text, whitespace collapsed and at most 200,000 characters; '' when it cannot be read. */
export function extractCvText(file: string, logger: Logger): Promise<string> {
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
