import type { PDFImage } from 'pdf-lib';
import {
  A4,
  CONTENT_WIDTH,
  COVER_BAND_HEIGHT,
  colours,
  drawTracked,
  HEADER_HEIGHT,
  MARGIN,
  wrapText,
} from './page-furniture.ts';
import type { Cover, TitleBlock } from './types.ts';
import type { Writer } from './writer.ts';

// The opening of each document: a full cover for brochures, a title block for job descriptions.

export async function drawCover(writer: Writer, cover: Cover) {
  const page = writer.page;
  page.drawRectangle({
    x: 0,
    y: A4[1] - HEADER_HEIGHT - 3,
    width: A4[0],
    height: 0.6,
    color: colours.navy500,
  });
  let y = A4[1] - 100;
  drawTracked(page, cover.kicker.toUpperCase(), 1.6, {
    x: MARGIN,
    y,
    size: 10,
    font: writer.fonts.bold,
    color: colours.amber,
  });
  y -= 40;
  for (const line of wrapText(cover.title, writer.fonts.bold, 34, CONTENT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 34, font: writer.fonts.bold, color: colours.white });
    y -= 40;
  }
  for (const line of wrapText(cover.subtitle, writer.fonts.regular, 13, CONTENT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 13, font: writer.fonts.regular, color: colours.sky });
    y -= 18;
  }
  const imageTop = Math.min(A4[1] - 290, y - 12);
  if (cover.image) {
    const image: PDFImage = await writer.doc.embedJpg(cover.image);
    const height = (CONTENT_WIDTH * image.height) / image.width;
    page.drawImage(image, { x: MARGIN, y: imageTop - height, width: CONTENT_WIDTH, height });
    page.drawRectangle({ x: MARGIN, y: imageTop - height - 4, width: 90, height: 4, color: colours.amber });
    writer.y = imageTop - height - 30;
  } else {
    writer.y = A4[1] - COVER_BAND_HEIGHT - 30;
  }
  writer.lines(cover.intro, { size: 11.5, leading: 17 });
  writer.y -= 8;
  if (cover.highlights) drawHighlights(writer, cover.highlights.title, cover.highlights.items);
}

function drawHighlights(writer: Writer, title: string, items: readonly string[]) {
  writer.y -= 6;
  drawTracked(writer.page, title.toUpperCase(), 1.4, {
    x: MARGIN,
    y: writer.y - 10,
    size: 9,
    font: writer.fonts.bold,
    color: colours.amberDark,
  });
  writer.y -= 24;
  const columnWidth = CONTENT_WIDTH / 2;
  const rows = Math.ceil(items.length / 2);
  items.forEach((item, index) => {
    const x = MARGIN + Math.floor(index / rows) * columnWidth;
    const y = writer.y - (index % rows) * 17;
    writer.page.drawRectangle({ x: x + 2, y: y - 8, width: 4.5, height: 4.5, color: colours.amber });
    writer.page.drawText(item, {
      x: x + 14,
      y: y - 10,
      size: 10.5,
      font: writer.fonts.bold,
      color: colours.navy,
    });
  });
  writer.y -= rows * 17 + 8;
}

export function drawTitleBlock(writer: Writer, block: TitleBlock) {
  drawTracked(writer.page, block.kicker.toUpperCase(), 1.6, {
    x: MARGIN,
    y: writer.y - 10,
    size: 10,
    font: writer.fonts.bold,
    color: colours.amberDark,
  });
  writer.y -= 22;
  writer.lines(block.title, { font: writer.fonts.bold, size: 24, leading: 29, colour: colours.navy });
  writer.y -= 10;
  writer.table(block.meta);
}
