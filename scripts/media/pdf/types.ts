// The content model of the generated PDFs: content modules build a DocumentSpec, layout.ts
// turns it into an A4 document.

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: readonly string[] }
  | { kind: 'table'; header?: readonly [string, string]; rows: readonly (readonly [string, string])[] }
  | { kind: 'facts'; items: readonly (readonly [value: string, label: string])[] }
  | { kind: 'callout'; title: string; text: string }
  | { kind: 'pageBreak' };

export type Cover = {
  kicker: string;
  title: string;
  subtitle: string;
  intro: string;
  image?: Uint8Array;
  /** A short two-column list under the introduction, e.g. the sections that follow. */
  highlights?: { title: string; items: readonly string[] };
};
export type TitleBlock = { kicker: string; title: string; meta: readonly (readonly [string, string])[] };

export type DocumentSpec = {
  /** Short name shown in the header band, e.g. 'Design Catalogue'. */
  title: string;
  subject: string;
  keywords: readonly string[];
  cover?: Cover;
  titleBlock?: TitleBlock;
  blocks: readonly Block[];
};
