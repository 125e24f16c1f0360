import { createHash } from 'node:crypto';
import type { DocumentSource } from './document.ts';

// Decision 028: a render is named by its content, the SHA-256 of the resolved document with its
// pictures by their stored URL (an upload's URL is new whenever its picture is, so the URL names
// the bytes). The date it was made is left out: it is printed on the PDF, but a statement that
// has not changed since yesterday needs no new PDF today.

/** Raised when what the PDF is made from changes shape, so every PDF is made afresh once. */
const DOCUMENT_FORMAT = 1;

/** JSON with object keys sorted, so the hash does not depend on the order fields were set in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

export function contentHashOf(source: DocumentSource): string {
  const { issuedOn: _printedDate, ...content } = source;
  return createHash('sha256')
    .update(`${DOCUMENT_FORMAT}\n${canonical(content)}`)
    .digest('hex');
}
