import type { DocumentImage } from '../../domain/capability-statements.ts';
import type { Struct } from './tags.ts';
import { MARGIN } from './theme.ts';

// Where the drawing is: the document, the structure element everything hangs from, and what each
// page is (its kind decides its furniture; its section names it in the running header). Pages are
// added by the parts (a case study starts a page) and by pdfkit itself when text flows past the
// bottom margin; both are recorded through pdfkit's 'pageAdded' event.

export type PageKind = 'cover' | 'inner' | 'divider' | 'back' | 'sheet';
/** `continued`: the page carries on the part before it (added by the flow, not by a part starting). */
export type PageInfo = { kind: PageKind; section: string; continued: boolean };

type Doc = PDFKit.PDFDocument;

/** An image pdfkit has read once and embeds once, however often it is drawn. */
export type OpenedImage = { width: number; height: number };

export type Flow = {
  doc: Doc;
  root: Struct;
  pages: PageInfo[];
  /** The running header of pages added from now on. */
  section: string;
  nextKind: PageKind;
  nextContinues: boolean;
  images: WeakMap<DocumentImage, OpenedImage>;
};

export function createFlow(doc: Doc, root: Struct): Flow {
  const flow: Flow = {
    doc,
    root,
    pages: [],
    section: '',
    nextKind: 'inner',
    nextContinues: true,
    images: new WeakMap(),
  };
  doc.on('pageAdded', () => {
    flow.pages.push({ kind: flow.nextKind, section: flow.section, continued: flow.nextContinues });
    flow.nextKind = 'inner';
    flow.nextContinues = true;
  });
  return flow;
}

/** Starts a page of `kind`; the section, when given, names it and the pages that follow. */
export function newPage(flow: Flow, kind: PageKind = 'inner', section?: string): void {
  if (section !== undefined) flow.section = section;
  flow.nextKind = kind;
  // A page a part starts on (it names its section) is not a continuation.
  flow.nextContinues = section === undefined;
  flow.doc.addPage({ size: 'A4', margins: MARGIN });
  flow.doc.x = MARGIN.left;
  flow.doc.y = MARGIN.top;
}

/** The lowest y text may reach on this page. */
export const bottom = (flow: Flow): number => flow.doc.page.maxY();

export const spaceLeft = (flow: Flow): number => bottom(flow) - flow.doc.y;

/**
 * Starts a new page unless `height` fits below the current position (or nothing is drawn on this
 * page yet: a part taller than a page starts at the top and runs on).
 */
export function ensureSpace(flow: Flow, height: number): void {
  if (flow.doc.y + height > bottom(flow) && !atPageTop(flow)) newPage(flow);
}

/** The index (from 0) of the page being drawn. */
export const pageIndex = (flow: Flow): number => flow.pages.length - 1;

/** Whether the current position is at the top of a page (nothing drawn above it yet). */
export const atPageTop = (flow: Flow): boolean => flow.doc.y <= MARGIN.top + 0.5;
