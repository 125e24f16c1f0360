import type { DocumentImage } from '../../domain/capability-statements.ts';
import type { Flow, OpenedImage } from './flow.ts';
import { type Struct, tagged } from './tags.ts';

// Pictures as Figures with their alt text, cropped to fill their frame (a photograph is never
// stretched). Each picture is read by pdfkit once and embedded once, however often it is drawn
// (the cover repeats the first case study's header picture).

type ImageDoc = PDFKit.PDFDocument & {
  openImage(src: Buffer): OpenedImage;
  image(src: OpenedImage, x: number, y: number, options?: PDFKit.Mixins.ImageOption): PDFKit.PDFDocument;
};

export type Frame = { x: number; y: number; width: number; height: number };
export type FrameShape = 'rectangle' | 'circle' | 'rounded';

function opened(flow: Flow, image: DocumentImage): OpenedImage {
  let found = flow.images.get(image);
  if (!found) {
    const doc = flow.doc as ImageDoc;
    found = doc.openImage(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
    flow.images.set(image, found);
  }
  return found;
}

/** Draws `image` filling `frame` (cropped at the centre), without tagging it. */
export function drawCropped(
  flow: Flow,
  image: DocumentImage,
  frame: Frame,
  shape: FrameShape = 'rectangle',
): void {
  const doc = flow.doc as ImageDoc;
  const source = opened(flow, image);
  doc.save();
  if (shape === 'circle') {
    const radius = Math.min(frame.width, frame.height) / 2;
    doc.circle(frame.x + frame.width / 2, frame.y + frame.height / 2, radius).clip();
  } else if (shape === 'rounded') {
    doc.roundedRect(frame.x, frame.y, frame.width, frame.height, 4).clip();
  } else {
    doc.rect(frame.x, frame.y, frame.width, frame.height).clip();
  }
  doc.image(source, frame.x, frame.y, {
    cover: [frame.width, frame.height],
    align: 'center',
    valign: 'center',
  });
  doc.restore();
}

/** A picture as a Figure with its alt text (a decorative one is drawn as an Artifact instead). */
export function figure(
  flow: Flow,
  parent: Struct,
  image: DocumentImage,
  frame: Frame,
  shape: FrameShape = 'rectangle',
): void {
  const y = flow.doc.y;
  tagged(flow.doc, parent, 'Figure', () => drawCropped(flow, image, frame, shape), {
    alt: image.alt.trim() || 'Photograph',
  });
  flow.doc.y = y;
}
