import { FONT } from './fonts.ts';

// The look of every PDF: the site's brand colours (app/app.css), one type scale, and one grid on
// an A4 page. Points throughout (72 to the inch); A4 is 595.28 × 841.89.

export const COLOUR = {
  navy: '#0b2545',
  navyMid: '#13315c',
  blue: '#1d4e89',
  accent: '#f2a900',
  ink: '#1c2533',
  muted: '#5a6577',
  faint: '#8a94a6',
  rule: '#d8dee8',
  tint: '#f3f5f9',
  white: '#ffffff',
} as const;

export const PAGE = {
  width: 595.28,
  height: 841.89,
} as const;

/** Margins of inner pages: a wide outer frame, the footer below the bottom margin. */
export const MARGIN = { top: 78, bottom: 84, left: 62, right: 62 } as const;

export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

/**
 * The grid: a narrow side column (section headings, labels) and a main column (text), the two
 * together the content width. Full-width parts (tables, pictures) span both.
 */
export const GRID = {
  sideWidth: 128,
  gutter: 22,
  mainX: MARGIN.left + 128 + 22,
  mainWidth: CONTENT_WIDTH - 128 - 22,
} as const;

/** The running footer's baseline area, below the bottom margin. */
export const FOOTER_Y = PAGE.height - 50;
/** The running header's line, above the top margin. */
export const HEADER_Y = 40;

export type TextStyle = {
  font: string;
  size: number;
  /** Extra space between lines (pdfkit's lineGap). */
  lineGap: number;
  colour: string;
  characterSpacing?: number;
};

/** The type scale: every text in a PDF is one of these. */
export const TYPE = {
  display: { font: FONT.bold, size: 38, lineGap: 0, colour: COLOUR.white, characterSpacing: -0.6 },
  title: { font: FONT.bold, size: 28, lineGap: 0, colour: COLOUR.navy, characterSpacing: -0.4 },
  heading: { font: FONT.semibold, size: 19, lineGap: 1, colour: COLOUR.navy, characterSpacing: -0.2 },
  subheading: { font: FONT.semibold, size: 11, lineGap: 1.5, colour: COLOUR.navy },
  lead: { font: FONT.regular, size: 12, lineGap: 4.5, colour: COLOUR.navyMid },
  body: { font: FONT.regular, size: 9.5, lineGap: 4.2, colour: COLOUR.ink },
  small: { font: FONT.regular, size: 8.5, lineGap: 3, colour: COLOUR.muted },
  caption: { font: FONT.regular, size: 7.5, lineGap: 2, colour: COLOUR.faint },
  eyebrow: { font: FONT.semibold, size: 7.5, lineGap: 0, colour: COLOUR.blue, characterSpacing: 1.4 },
  numeral: { font: FONT.bold, size: 30, lineGap: 0, colour: COLOUR.navy, characterSpacing: -0.8 },
  tableHead: { font: FONT.semibold, size: 7.5, lineGap: 1.5, colour: COLOUR.muted, characterSpacing: 0.6 },
  tableCell: { font: FONT.regular, size: 8.5, lineGap: 2.5, colour: COLOUR.ink },
} as const satisfies Record<string, TextStyle>;

/** Space between parts, in multiples of a 6-point baseline unit. */
export const SPACE = { xs: 6, sm: 12, md: 18, lg: 30, xl: 48 } as const;
