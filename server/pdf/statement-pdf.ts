import type { RenderProgress, StatementDocument } from '../../domain/capability-statements.ts';
import { drawAccreditations } from './accreditations.ts';
import { drawBackPage } from './back-page.ts';
import { drawCaseStudiesDivider, drawCaseStudy } from './case-study.ts';
import { drawCaseStudySheet } from './case-study-sheet.ts';
import { type ContentsEntry, fillContents, reserveContents } from './contents.ts';
import { drawCover } from './cover.ts';
import { finishDocument, openDocument } from './document.ts';
import { pageIndex } from './flow.ts';
import { drawRunningFooters } from './furniture.ts';
import { drawPeople } from './people.ts';
import { drawProducts } from './products.ts';
import { drawProfile } from './profile.ts';

// Decision 028: a capability statement's PDF, or a case study's one-page PDF, drawn from a
// StatementDocument alone. Order: cover, contents (filled last), company profile, case studies,
// products, people, accreditations, offices and contact on the back page; sections with nothing
// to show are left out and the rest numbered in order.

export type DrawnPdf = { pdf: Uint8Array; pages: number };
export type ProgressListener = (progress: RenderProgress) => void;

const number = (index: number) => String(index).padStart(2, '0');

export async function drawStatementPdf(
  statement: StatementDocument,
  onProgress?: ProgressListener,
): Promise<DrawnPdf> {
  const report = (progress: number, step: string) =>
    onProgress?.({ progress: Math.min(1, Math.max(0, progress)), step });
  const flow = openDocument(statement);

  if (statement.kind === 'case-study') {
    report(0.1, 'Drawing the case study');
    drawCaseStudySheet(flow, statement);
  } else {
    report(0.02, 'Drawing the cover');
    drawCover(flow, statement);
    const contents = reserveContents(flow);
    const entries: ContentsEntry[] = [];
    let sectionNumber = 0;
    const next = () => number(++sectionNumber);

    report(0.06, 'Drawing the company profile');
    const profileNumber = next();
    entries.push({
      number: profileNumber,
      title: 'Company profile',
      page: pageIndex(flow) + 1,
      children: [],
    });
    drawProfile(flow, statement, profileNumber);

    const caseStudies = statement.caseStudies;
    if (caseStudies.length > 0) {
      const caseNumber = next();
      const section = drawCaseStudiesDivider(flow, statement, caseNumber);
      const entry: ContentsEntry = {
        number: caseNumber,
        title: 'Case studies',
        page: pageIndex(flow),
        children: [],
      };
      caseStudies.forEach((caseStudy, index) => {
        report(0.1 + (0.6 * index) / caseStudies.length, `Case study ${index + 1} of ${caseStudies.length}`);
        entry.children.push({
          title: caseStudy.title,
          page: drawCaseStudy(flow, section, caseStudy, index, caseStudies.length),
        });
      });
      section.end();
      entries.push(entry);
    }

    if (statement.products.length > 0) {
      const productNumber = next();
      const products = statement.products;
      entries.push({ number: productNumber, title: 'Products', page: pageIndex(flow) + 1, children: [] });
      drawProducts(flow, products, productNumber, (index) =>
        report(0.7 + (0.1 * index) / products.length, `Product ${index + 1} of ${products.length}`),
      );
    }

    if (statement.people.length > 0) {
      report(0.82, 'Drawing the people');
      const peopleNumber = next();
      entries.push({ number: peopleNumber, title: 'Key people', page: pageIndex(flow) + 1, children: [] });
      drawPeople(flow, statement.people, peopleNumber);
    }

    if (statement.accreditations.length > 0) {
      report(0.86, 'Drawing the accreditations');
      const accreditationNumber = next();
      const page = drawAccreditations(
        flow,
        statement.accreditations,
        accreditationNumber,
        statement.people.length === 0,
      );
      entries.push({ number: accreditationNumber, title: 'Accreditations', page, children: [] });
    }

    report(0.9, 'Drawing the back page');
    const backNumber = next();
    drawBackPage(flow, statement, backNumber);
    entries.push({ number: backNumber, title: 'Offices and contact', page: pageIndex(flow), children: [] });

    report(0.93, 'Numbering the pages');
    fillContents(flow, contents, entries);
    drawRunningFooters(flow, statement);
  }

  report(0.96, 'Writing the PDF');
  const pages = flow.pages.length;
  const pdf = await finishDocument(flow);
  report(1, 'Done');
  return { pdf, pages };
}
