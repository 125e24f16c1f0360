import {
  LineCapStyle,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type PDFPageDrawTextOptions,
  type RGB,
  rgb,
  setCharacterSpacing,
} from 'pdf-lib';
import { site } from '../../../content/site.ts';
import { brandColours, markGeometry } from '../brand.ts';

// Page geometry, colours and the furniture every page carries: the header band with the logo
// drawn as vector shapes, and the footer with company details and "Page n of N".

export const A4 = [595.28, 841.89] as const;
export const MARGIN = 56;
export const CONTENT_WIDTH = A4[0] - MARGIN * 2;
export const HEADER_HEIGHT = 54;
export const CONTENT_TOP = A4[1] - HEADER_HEIGHT - 34;
export const CONTENT_BOTTOM = 74;

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export const colours = {
  navy: hex(brandColours.navy),
  navy500: hex(brandColours.navy500),
  amber: hex(brandColours.amber),
  amberDark: hex('#8a5a00'),
  white: hex('#ffffff'),
  ink: hex('#1e293b'),
  muted: hex('#475569'),
  rule: hex('#cbd5e1'),
  mist: hex('#eef3f8'),
  cream: hex('#fff7e0'),
  sky: hex('#b9cde3'),
};

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !current) {
        current = candidate;
      } else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
  }
  return lines;
}

/** The brand mark as vector paths; (x, y) is its top-left corner in PDF coordinates. */
export function drawMark(page: PDFPage, x: number, y: number, size: number, isInverted = false) {
  const scale = size / markGeometry.size;
  const r = markGeometry.cornerRadius;
  const square = isInverted ? colours.white : colours.navy;
  const tower = isInverted ? colours.navy : colours.white;
  page.drawSvgPath(
    `M${r} 0 H${64 - r} A${r} ${r} 0 0 1 64 ${r} V${64 - r} A${r} ${r} 0 0 1 ${64 - r} 64 H${r} A${r} ${r} 0 0 1 0 ${64 - r} V${r} A${r} ${r} 0 0 1 ${r} 0 Z`,
    {
      x,
      y,
      scale,
      color: square,
    },
  );
  page.drawSvgPath(`${markGeometry.towerPath} ${markGeometry.armPath}`, {
    x,
    y,
    scale,
    borderColor: tower,
    borderWidth: markGeometry.strokeWidth,
    borderLineCap: LineCapStyle.Round,
  });
  page.drawSvgPath(markGeometry.boltPath, {
    x,
    y,
    scale,
    color: colours.amber,
    borderColor: square,
    borderWidth: markGeometry.boltOutlineWidth,
  });
}

/** drawText with letter-spacing (the PDF Tc operator), for small uppercase labels. */
export function drawTracked(page: PDFPage, text: string, spacing: number, options: PDFPageDrawTextOptions) {
  page.pushOperators(setCharacterSpacing(spacing));
  page.drawText(text, options);
  page.pushOperators(setCharacterSpacing(0));
}

export function drawBrandName(page: PDFPage, fonts: Fonts, x: number, y: number, size: number, colour: RGB) {
  const [first = site.brand, ...rest] = site.brand.split(' ');
  page.drawText(first, { x, y, size, font: fonts.bold, color: colour });
  if (rest.length > 0) {
    drawTracked(page, rest.join(' ').toUpperCase(), size * 0.12, {
      x: x + 1,
      y: y - size * 0.72,
      size: size * 0.42,
      font: fonts.bold,
      color: colours.amber,
    });
  }
}

export const COVER_BAND_HEIGHT = 430;

export function drawFooters(doc: PDFDocument, fonts: Fonts) {
  const pages = doc.getPages();
  const size = 8;
  const left = `${site.legalName}  ·  ${site.contact.phoneDisplay}  ·  ${site.contact.email}`;
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: 52 },
      end: { x: A4[0] - MARGIN, y: 52 },
      thickness: 0.6,
      color: colours.rule,
    });
    page.drawText(left, { x: MARGIN, y: 38, size, font: fonts.regular, color: colours.muted });
    const label = `Page ${index + 1} of ${pages.length}`;
    page.drawText(label, {
      x: A4[0] - MARGIN - fonts.bold.widthOfTextAtSize(label, size),
      y: 38,
      size,
      font: fonts.bold,
      color: colours.navy,
    });
  });
}
