import { beforeAll, describe, expect, it } from 'vitest';
import type { RenderProgress, StatementDocument } from '../../domain/capability-statements.ts';
import { inspectPdf, type PdfInspection } from './pdf-inspection.ts';
import { drawStatementPdf } from './statement-pdf.ts';
import { ABSENT_CASE_STUDY_TITLE, caseStudySheetFixture, statementFixture } from './test-fixtures.ts';

// Decision 028: the statement's PDF read back by two parsers: its text where a reader finds it,
// its tags for a screen reader, its pictures, fonts and pages.

const A4 = { width: 595.28, height: 841.89 };
// Text as extracted: line breaks as spaces, and a word broken after its hyphen joined again.
const squashed = (text: string) => text.replace(/\s+/g, ' ').replace(/- /g, '-');

describe('drawStatementPdf: a capability statement', () => {
  let statement: StatementDocument;
  let pages: number;
  let read: PdfInspection;
  const progress: RenderProgress[] = [];

  beforeAll(async () => {
    statement = await statementFixture();
    const drawn = await drawStatementPdf(statement, (step) => progress.push(step));
    pages = drawn.pages;
    read = await inspectPdf(drawn.pdf);
  }, 60_000);

  it('has every page A4, and as many pages as it says', () => {
    expect(read.pageCount).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(9);
    for (const size of read.pageSizes) {
      expect(size.width).toBeCloseTo(A4.width, 1);
      expect(size.height).toBeCloseTo(A4.height, 1);
    }
  });

  it('puts the client’s name on the cover and the title in the document information', () => {
    expect(squashed(read.pageTexts[0] ?? '')).toContain('Anglian Water Services');
    expect(read.title).toBe(statement.title);
    expect(read.displaysTitle).toBe(true);
  });

  it('shows each chosen case study and product, and no other case study', () => {
    const all = squashed(read.pageTexts.join(' '));
    for (const caseStudy of statement.caseStudies) expect(all).toContain(caseStudy.title);
    for (const product of statement.products) expect(all).toContain(product.name);
    for (const accreditation of statement.accreditations) expect(all).toContain(accreditation.name);
    for (const person of statement.people) expect(all).toContain(person.name);
    for (const office of statement.offices) expect(all).toContain(office.name);
    expect(all).not.toContain(ABSENT_CASE_STUDY_TITLE);
  });

  it('numbers the pages in a running footer and lists the sections’ real pages in the contents', () => {
    expect(squashed(read.pageTexts[2] ?? '')).toContain(`Page 3 of ${pages}`);
    expect(squashed(read.pageTexts[2] ?? '')).toContain(
      'Voltline Engineering · Prepared for Anglian Water Services',
    );
    const contents = squashed(read.pageTexts[1] ?? '');
    expect(contents).toContain('Contents');
    for (const caseStudy of statement.caseStudies) {
      // Its summary is on its first page alone.
      const page = read.pageTexts.findIndex((text) =>
        squashed(text).includes(squashed(caseStudy.summary).slice(0, 60)),
      );
      expect(page).toBeGreaterThan(2);
      expect(contents).toContain(`${caseStudy.title} ${page + 1}`);
    }
    expect(squashed(read.pageTexts[pages - 1] ?? '')).toContain('Offices and contact');
  });

  it('is a tagged PDF in British English with headings, lists, tables and described figures', () => {
    expect(read.lang).toBe('en-GB');
    expect(read.isMarked).toBe(true);
    expect(read.hasStructTreeRoot).toBe(true);
    for (const type of [
      'Document',
      'H1',
      'H2',
      'H3',
      'P',
      'L',
      'LI',
      'LBody',
      'Table',
      'TR',
      'TH',
      'TD',
      'Figure',
      'TOC',
      'TOCI',
    ]) {
      expect(read.structTypes.get(type), type).toBeGreaterThan(0);
    }
    expect(read.figureAlts).toContain('Portrait of Amelia Hart');
    expect(read.figureAlts.every((alt) => alt.length > 0)).toBe(true);
  });

  it('embeds its pictures and its fonts', () => {
    const pictures =
      statement.caseStudies.reduce(
        (sum, caseStudy) => sum + caseStudy.images.length + (caseStudy.headerImage ? 1 : 0),
        0,
      ) +
      statement.products.length +
      statement.people.length;
    expect(read.imageCount).toBeGreaterThanOrEqual(pictures);
    expect(read.embeddedFontFiles).toBeGreaterThanOrEqual(3);
  });

  it('keeps every line of text on its page', () => {
    expect(read.textOutsidePage).toEqual([]);
  });

  it('reports its progress in order, up to 1', () => {
    const fractions = progress.map((step) => step.progress);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(progress.map((step) => step.step)).toContain('Case study 3 of 3');
  });
});

describe('drawStatementPdf: a statement with little in it', () => {
  it('leaves out the sections with nothing to show and draws parts without pictures', async () => {
    const full = await statementFixture({ caseStudies: 1, picturesPerCaseStudy: 0 });
    const statement: StatementDocument = {
      ...full,
      introduction: null,
      services: [],
      accreditations: [],
      offices: [],
      products: full.products.map((product) => ({ ...product, image: null })),
      people: full.people.map((person) => ({ ...person, portrait: null })),
    };
    const { pdf, pages } = await drawStatementPdf(statement);
    const read = await inspectPdf(pdf);
    expect(read.pageCount).toBe(pages);
    const contents = squashed(read.pageTexts[1] ?? '');
    expect(contents).toContain('Case studies');
    expect(contents).not.toContain('Accreditations');
    const all = squashed(read.pageTexts.join(' '));
    expect(all).toContain(statement.caseStudies[0]?.title);
    expect(all).toContain('Amelia Hart');
    expect(read.structTypes.get('Figure') ?? 0).toBe(0);
    expect(read.textOutsidePage).toEqual([]);
  });
});

describe('drawStatementPdf: ten case studies with three pictures each', () => {
  it('stays under 5 MB and runs the long sections on over pages', async () => {
    const statement = await statementFixture({ caseStudies: 10, picturesPerCaseStudy: 3 });
    const { pdf, pages } = await drawStatementPdf(statement);
    expect(pdf.byteLength).toBeLessThan(5 * 1024 * 1024);
    const read = await inspectPdf(pdf);
    expect(read.pageCount).toBe(pages);
    expect(read.textOutsidePage).toEqual([]);
    const all = squashed(read.pageTexts.join(' '));
    for (const caseStudy of statement.caseStudies) expect(all).toContain(caseStudy.title);
    // No section heading is left alone at the foot of a page.
    const headings = new Set(['Challenge', 'Solution', 'Outcome']);
    expect(read.lastLines.filter((line) => headings.has(line))).toEqual([]);
    // The long case studies did run on.
    expect(read.pageTexts.some((text) => text.includes('(continued)'))).toBe(true);
  }, 120_000);
});

describe('drawStatementPdf: headings at the foot of a page', () => {
  it('moves a heading to the next page when fewer than three lines of its text fit after it', async () => {
    // Twelve case studies whose first section grows a sentence at a time, so the next heading
    // falls at every height of the page, the foot included.
    const statement = await statementFixture({ caseStudies: 12, picturesPerCaseStudy: 0 });
    const sentence = 'The survey covered every cable route, joint bay and termination on the site. ';
    statement.caseStudies.forEach((caseStudy, index) => {
      const [challenge] = caseStudy.sections;
      if (challenge) challenge.text = `${challenge.text}\n\n${sentence.repeat(14 + index * 3)}`;
    });
    const read = await inspectPdf((await drawStatementPdf(statement)).pdf);
    const headings = new Set(['Challenge', 'Solution', 'Outcome']);
    expect(read.lastLines.filter((line) => headings.has(line))).toEqual([]);
  }, 60_000);
});

describe('drawStatementPdf: a case study’s one-page PDF', () => {
  it('is exactly one A4 page with its title, summary, sections and pictures', async () => {
    const sheet = await caseStudySheetFixture(0);
    const progress: RenderProgress[] = [];
    const { pdf, pages } = await drawStatementPdf(sheet, (step) => progress.push(step));
    const read = await inspectPdf(pdf);
    expect(pages).toBe(1);
    expect(read.pageCount).toBe(1);
    expect(read.pageSizes[0]?.width).toBeCloseTo(A4.width, 1);
    const text = squashed(read.pageTexts[0] ?? '');
    const caseStudy = sheet.caseStudies[0];
    expect(text).toContain(caseStudy?.title);
    for (const section of ['Challenge', 'Solution', 'Outcome']) expect(text).toContain(section);
    expect(text).toContain(caseStudy?.url);
    expect(read.title).toBe(caseStudy?.title);
    expect(read.structTypes.get('H1')).toBe(1);
    expect(read.structTypes.get('Figure')).toBe(3);
    expect(read.textOutsidePage).toEqual([]);
    expect(progress.at(-1)?.progress).toBe(1);
  });

  it('stays on one page when its sections are far too long, cutting them short', async () => {
    const sheet = await caseStudySheetFixture(1);
    const [caseStudy] = sheet.caseStudies;
    if (!caseStudy) throw new Error('the fixture has a case study');
    const long = `${caseStudy.sections[1]?.text ?? ''} `.repeat(12);
    caseStudy.sections = [
      ...caseStudy.sections,
      { title: 'Lessons learned', text: long, items: [] },
      { title: 'Next steps', text: long, items: [] },
    ];
    const { pages, pdf } = await drawStatementPdf(sheet);
    expect(pages).toBe(1);
    const read = await inspectPdf(pdf);
    expect(squashed(read.pageTexts[0] ?? '')).toContain('Challenge');
    expect(read.textOutsidePage).toEqual([]);
  });
});
