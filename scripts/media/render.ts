import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// Rasterises a scene: the SVG is drawn afresh at each published width (so small files stay
// sharp) and encoded as WebP. Widths match app/components/media-image.tsx.

export const MEDIA_WIDTHS = [480, 960, 1600] as const;
const WEBP_QUALITY = 75;

export type RenderedFile = { file: string; bytes: number };

export function renderSvg(svg: string, masterWidth: number, width: number): ReturnType<typeof sharp> {
  const density = (72 * width) / masterWidth;
  return sharp(Buffer.from(svg), { density }).resize({ width });
}

export async function writeWebpSet(
  svg: string,
  masterWidth: number,
  outDir: string,
  name: string,
): Promise<RenderedFile[]> {
  await mkdir(outDir, { recursive: true });
  const files: RenderedFile[] = [];
  for (const width of MEDIA_WIDTHS) {
    const buffer = await renderSvg(svg, masterWidth, width)
      .webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true })
      .toBuffer();
    const file = path.join(outDir, `${name}-${width}.webp`);
    await writeFile(file, buffer);
    files.push({ file, bytes: buffer.length });
  }
  return files;
}

export async function writePng(
  svg: string,
  masterWidth: number,
  width: number,
  file: string,
): Promise<RenderedFile> {
  const buffer = await renderSvg(svg, masterWidth, width)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  await writeFile(file, buffer);
  return { file, bytes: buffer.length };
}

export async function jpegBuffer(svg: string, masterWidth: number, width: number): Promise<Buffer> {
  return renderSvg(svg, masterWidth, width).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}
