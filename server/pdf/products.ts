import type { DocumentProduct } from '../../domain/capability-statements.ts';
import { atPageTop, ensureSpace, type Flow, newPage, spaceLeft } from './flow.ts';
import { figure } from './pictures.ts';
import { drawRule } from './rules.ts';
import { sectionHead } from './section-head.ts';
import { drawTable } from './table.ts';
import { group, type Struct, tagged } from './tags.ts';
import { bulletList, heading, measure, paragraph, textAt } from './text.ts';
import { COLOUR, CONTENT_WIDTH, MARGIN, PAGE, SPACE, TYPE } from './theme.ts';

// Products: each with its picture beside its name, summary and features, then its key
// specifications as a table across the page. A product starts a page when its opening (picture
// and text) does not fit below the previous one.

const PICTURE_WIDTH = 190;
const PICTURE_HEIGHT = 150;
const TEXT_X = MARGIN.left + PICTURE_WIDTH + 24;
const TEXT_WIDTH = CONTENT_WIDTH - PICTURE_WIDTH - 24;

export function drawProducts(
  flow: Flow,
  products: DocumentProduct[],
  number: string,
  onProduct: (index: number) => void,
): void {
  const { doc } = flow;
  newPage(flow, 'inner', 'Products');
  const section = group(doc, flow.root, 'Sect');
  sectionHead(flow, section, number, products.length === 1 ? 'Product' : 'Products');
  products.forEach((product, index) => {
    onProduct(index);
    drawProduct(flow, section, product, index > 0);
  });
  section.end();
}

function openingHeight(flow: Flow, product: DocumentProduct, width: number): number {
  const { doc } = flow;
  const features = product.features.reduce(
    (sum, feature) => sum + measure(doc, feature, TYPE.body, width - 13) + TYPE.body.lineGap,
    0,
  );
  return (
    14 +
    measure(doc, product.name, TYPE.heading, width) +
    SPACE.sm +
    measure(doc, product.summary, TYPE.body, width) +
    SPACE.sm +
    features
  );
}

function drawProduct(flow: Flow, parent: Struct, product: DocumentProduct, isFollowing: boolean): void {
  const { doc } = flow;
  const hasPicture = product.image !== null;
  const textX = hasPicture ? TEXT_X : MARGIN.left;
  const textWidth = hasPicture ? TEXT_WIDTH : CONTENT_WIDTH;
  const opening = Math.max(hasPicture ? PICTURE_HEIGHT : 0, openingHeight(flow, product, textWidth));
  if (isFollowing) {
    // A product follows the previous one on its page when its opening fits and a page's room is left; else it starts a page.
    if (spaceLeft(flow) < Math.min(opening, PAGE.height - MARGIN.top - MARGIN.bottom) + SPACE.xl + 90)
      newPage(flow);
    else {
      doc.y += SPACE.lg;
      const y = doc.y;
      drawRule(doc, MARGIN.left, MARGIN.left + CONTENT_WIDTH, y);
      doc.y = y + SPACE.lg;
    }
  }
  if (!atPageTop(flow)) ensureSpace(flow, Math.min(opening, 300));
  const article = group(doc, parent, 'Art');
  const top = doc.y;
  if (product.image)
    figure(
      flow,
      article,
      product.image,
      { x: MARGIN.left, y: top, width: PICTURE_WIDTH, height: PICTURE_HEIGHT },
      'rounded',
    );
  const eyebrow = [product.code, product.category].filter(Boolean).join('  ·  ').toUpperCase();
  if (eyebrow) {
    tagged(doc, article, 'P', () => {
      textAt(doc, eyebrow, textX, top, TYPE.eyebrow, { width: textWidth, height: 12 });
    });
  }
  doc.y = top + 14;
  heading(flow, article, 'H2', product.name, TYPE.heading, {
    x: textX,
    width: textWidth,
    keepWith: 0,
    gapAfter: SPACE.xs,
  });
  paragraph(flow, article, product.summary, TYPE.body, { x: textX, width: textWidth, gapAfter: SPACE.sm });
  bulletList(flow, article, product.features, TYPE.body, { x: textX, width: textWidth });
  if (hasPicture && doc.y < top + PICTURE_HEIGHT) doc.y = top + PICTURE_HEIGHT;
  doc.y += SPACE.md;

  if (product.specifications.length > 0) {
    const labelWidth = Math.round(CONTENT_WIDTH * 0.4);
    drawTable(flow, article, {
      x: MARGIN.left,
      rowHeaders: true,
      columns: [
        { header: 'Key specification', width: labelWidth },
        { header: 'Value', width: CONTENT_WIDTH - labelWidth },
      ],
      rows: product.specifications.map((spec) => [
        { text: spec.label, style: { ...TYPE.tableCell, font: TYPE.subheading.font, colour: COLOUR.navy } },
        { text: spec.value },
      ]),
    });
  }
  doc.y += SPACE.xs;
  ensureSpace(flow, 16);
  paragraph(
    flow,
    article,
    `Product page: ${product.url}`,
    { ...TYPE.caption, colour: COLOUR.blue },
    { x: MARGIN.left, width: CONTENT_WIDTH, gapAfter: 0 },
  );
  doc.y += SPACE.xs;
  article.end();
}
