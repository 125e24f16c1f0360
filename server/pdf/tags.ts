// Decision 028: the PDF is tagged, so a screen reader reads it in order with its headings,
// lists, tables and pictures. Everything drawn is either inside a structure element (the content
// a reader hears) or an Artifact (page furniture it skips). pdfkit's rule, kept here: an Artifact
// closes whatever marked content is open, so furniture is never drawn inside a structure closure.

export type Struct = PDFKit.PDFStructureElement;
type Doc = PDFKit.PDFDocument;

/** Structure options pdfkit reads beyond its typings: a table header cell's scope. */
type ElementOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' };

/** Draws page furniture that assistive technology skips (backgrounds, rules, running footer). */
export function artifact(
  doc: Doc,
  draw: () => void,
  type: 'Pagination' | 'Layout' | 'Page' = 'Layout',
): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/**
 * Adds a structure element of `type` under `parent` whose content is what `draw` draws (run at
 * once: the parent is already in the tree). Text that flows onto the next page stays one element.
 */
export function tagged(
  doc: Doc,
  parent: Struct,
  type: string,
  draw: () => void,
  options: ElementOptions = {},
): Struct {
  const element = doc.struct(type, options, draw);
  parent.add(element);
  return element;
}

/** Adds an element that holds other elements (Sect, L, LI, Table, TR); the caller ends it. */
export function group(doc: Doc, parent: Struct, type: string, options: ElementOptions = {}): Struct {
  const element = doc.struct(type, options);
  parent.add(element);
  return element;
}
