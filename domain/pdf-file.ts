import { MAX_PDF_BYTES, PDF_MIME_TYPE } from './constants.ts';

// What the PDF checks need to know about a file: a browser File and a multipart part both have it.
export type FileFacts = { name: string; type: string; size: number };

type PdfMessages = { notPdf: string; tooLarge: string };

// public-site.md §5 CV file and admin.md §5 job PDF: PDF only, at most 10MB. Exactly 10MB passes;
// one byte more does not. The type is checked before the size, as a wrong file says more.
export function checkPdfFile(file: FileFacts, messages: PdfMessages): string | null {
  if (file.type !== PDF_MIME_TYPE) return messages.notPdf;
  if (file.size > MAX_PDF_BYTES) return messages.tooLarge;
  return null;
}
