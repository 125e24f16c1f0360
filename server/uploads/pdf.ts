import { readFile } from 'node:fs/promises';
import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { Semaphore } from '../semaphore.ts';

// A PDF is recognised by its content, never by its name or declared type: the header "%PDF-"
// must appear within the first 1024 bytes (ISO 32000-1 §7.5.2 lets readers accept it there).
// This is the first gate, run on the head of the upload as it streams in.
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

// The second gate, on the whole file once it is spooled (decision 022): it must read as a PDF
// with pages, and it must not carry anything a PDF reader would run. CVs are opened by HR and job
// PDFs by every visitor of the careers page, so a file with JavaScript or a launch action
// (ISO 32000-1 §12.6.4.5 Launch, §12.6.4.16 JavaScript; reached from /OpenAction, /AA, links or
// the document's /Names /JavaScript tree) is refused, not stored.

export type PdfVerdict = 'readable' | 'damaged' | 'encrypted' | 'active-content';

// pdf-lib builds every object of the file in memory (a 10 MB PDF takes some tens of MB for a
// moment): one check at a time, as images are decoded one at a time. A CV's text extraction
// (cv-text.ts) takes the same slot, for the same reason.
export const pdfWork = new Semaphore(1);

// Names that mean "run something": an action's /JS script, the document's /JavaScript name tree,
// and the action types JavaScript and Launch (as the value of /S).
const ACTIVE_NAMES = new Set(['/JS', '/JavaScript', '/Launch']);

// ISO 32000-1 §7.5.5: a file ends with %%EOF; readers allow a little after it.
function endsWithEof(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF', 0, 'latin1');
}

/**
 * The names in the file's own text, stream contents left out (a compressed image may hold any
 * bytes). It sees what a lenient parser might skip as malformed and a reader might still run;
 * pdf-lib's walk below sees what is compressed inside object streams.
 */
function hasActiveNameInText(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const streamStart = /stream\r?\n/g;
  // A name is '/' and regular characters; '#xx' escapes spell any byte (/J#53 is /JS).
  const nameToken = /\/[^\s/<>[\]()%{}]+/y;
  let from = 0;
  while (from < text.length) {
    streamStart.lastIndex = from;
    const stream = streamStart.exec(text);
    const until = stream ? stream.index : text.length;
    // The names between here and the next stream, read in place (no copy of a 10 MB text).
    for (
      let slash = text.indexOf('/', from);
      slash !== -1 && slash < until;
      slash = text.indexOf('/', slash + 1)
    ) {
      nameToken.lastIndex = slash;
      const token = nameToken.exec(text)?.[0];
      if (token === undefined) continue;
      const name = token.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
      if (ACTIVE_NAMES.has(name)) return true;
    }
    if (!stream) break;
    const end = text.indexOf('endstream', streamStart.lastIndex);
    // A stream that never ends: the rest of the file is its data.
    if (end === -1) break;
    from = end + 'endstream'.length;
  }
  return false;
}

/** Whether any dictionary among the document's objects holds a script or a launch action. */
function hasActiveObject(document: PDFDocument): boolean {
  const pending: { value: PDFObject; depth: number }[] = document.context
    .enumerateIndirectObjects()
    .map(([, value]) => ({ value, depth: 0 }));
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, depth } = item;
    // Direct objects nest only a few levels in real files; the bound keeps a hostile one cheap.
    if (depth > 64) continue;
    const dict = value instanceof PDFStream ? value.dict : value;
    if (dict instanceof PDFDict) {
      for (const [key, entry] of dict.entries()) {
        if (ACTIVE_NAMES.has(key.asString())) return true;
        if (key.asString() === '/S' && entry instanceof PDFName && ACTIVE_NAMES.has(entry.asString()))
          return true;
        pending.push({ value: entry, depth: depth + 1 });
      }
    } else if (dict instanceof PDFArray) {
      for (const entry of dict.asArray()) pending.push({ value: entry, depth: depth + 1 });
    }
  }
  return false;
}

/** Reads the spooled file at `file` as a PDF: readable with pages, or why not. */
export function inspectPdf(file: string): Promise<PdfVerdict> {
  return pdfWork.run(async () => {
    const bytes = await readFile(file);
    if (!isPdf(bytes) || !endsWithEof(bytes)) return 'damaged';
    if (hasActiveNameInText(bytes)) return 'active-content';
    let document: PDFDocument;
    try {
      document = await PDFDocument.load(bytes, {
        // Loaded to be read, not refused outright: the verdict below says "encrypted".
        ignoreEncryption: true,
        updateMetadata: false,
        // Yields to the event loop between batches of objects, so pages keep being served.
        parseSpeed: ParseSpeeds.Medium,
      });
    } catch {
      return 'damaged';
    }
    // An encrypted file's strings and streams (object streams included) cannot be read without
    // its password, so nothing in them can be checked.
    if (document.isEncrypted) return 'encrypted';
    try {
      if (document.getPageCount() < 1) return 'damaged';
    } catch {
      return 'damaged';
    }
    return hasActiveObject(document) ? 'active-content' : 'readable';
  });
}
