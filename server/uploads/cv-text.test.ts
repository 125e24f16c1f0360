import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Logger } from '../logger.ts';
import { CV_TEXT_MAX_BYTES, extractCvText } from './cv-text.ts';

// A CV's words are read from the PDF; one over 5 MB is kept without them (and says so), so
// large files cannot queue every upload behind their reading.

const dir = mkdtempSync(path.join(tmpdir(), 'cv-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function recordingLogger() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: unknown, message = '') =>
      lines.push({ level, fields, message });
  return { logger: { debug: at('debug'), info: at('info'), warn: at('warn') } as unknown as Logger, lines };
}

async function cvWith(text: string, padding = 0): Promise<string> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 12, font });
  const bytes = await pdf.save();
  const file = path.join(dir, `${padding}-${bytes.length}.pdf`);
  // Bytes after %%EOF, as some writers leave: the file is larger, its text the same.
  writeFileSync(file, Buffer.concat([Buffer.from(bytes), Buffer.alloc(padding, 0x20)]));
  return file;
}

describe('extractCvText', () => {
  it('reads the words of a CV', async () => {
    const { logger } = recordingLogger();
    const file = await cvWith('Chartered engineer   with CompEx and ETAP');
    expect(await extractCvText(file, logger)).toBe('Chartered engineer with CompEx and ETAP');
  });

  it('keeps a CV over 5 MB without its text, and logs why', async () => {
    const { logger, lines } = recordingLogger();
    const file = await cvWith('CompEx', CV_TEXT_MAX_BYTES);
    expect(await extractCvText(file, logger)).toBe('');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', message: expect.stringContaining('too large') }),
    ]);
  });
});
