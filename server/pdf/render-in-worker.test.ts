import { describe, expect, it } from 'vitest';
import type { RenderProgress } from '../../domain/capability-statements.ts';
import { inspectPdf } from './pdf-inspection.ts';
import { renderPdfInWorker } from './render-in-worker.ts';
import { statementFixture } from './test-fixtures.ts';

// Decision 028: the PDF is drawn in a worker thread, so the server's event loop keeps answering.

describe('renderPdfInWorker', () => {
  it('draws the statement in a thread, reporting progress, while the event loop keeps running', async () => {
    const statement = await statementFixture();
    const expected = statement.caseStudies.map((caseStudy) => caseStudy.title);
    const progress: RenderProgress[] = [];
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    const { pdf, pages } = await renderPdfInWorker(statement, (step) => progress.push(step)).finally(() =>
      clearInterval(timer),
    );
    expect(ticks).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ progress: 1, step: 'Done' });
    expect(progress.some((step) => step.step === 'Case study 2 of 3')).toBe(true);

    const read = await inspectPdf(pdf);
    expect(read.pageCount).toBe(pages);
    expect(read.lang).toBe('en-GB');
    expect(read.isMarked).toBe(true);
    expect(read.pageTexts[0]).toContain('Anglian Water Services');
    const all = read.pageTexts.join(' ').replace(/\s+/g, ' ');
    for (const title of expected) expect(all).toContain(title);
    // The pictures' bytes moved to the thread.
    expect(statement.caseStudies[0]?.images[0]?.data.byteLength).toBe(0);
  }, 60_000);

  it('rejects with the cause when the document cannot be drawn', async () => {
    const statement = await statementFixture({ caseStudies: 1 });
    const [caseStudy] = statement.caseStudies;
    if (!caseStudy?.headerImage) throw new Error('the fixture has a header picture');
    caseStudy.headerImage = { ...caseStudy.headerImage, data: new TextEncoder().encode('not a picture') };
    await expect(renderPdfInWorker(statement)).rejects.toThrow(/image/i);
  });
});
