import type { CaseStudySection as SectionCopy } from '../../../content/case-studies/types.ts';
import { CardGrid } from '../services/card-grid.tsx';
import { Checklist } from '../services/checklist.tsx';
import { KeyFigures } from './key-figures.tsx';
import { ResultImages } from './result-images.tsx';
import { SpecTable } from './spec-table.tsx';

// One titled part of a case study, rendering whichever parts its copy provides.
export function CaseStudySection({ section }: { section: SectionCopy }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-28 space-y-6">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="text-base leading-relaxed text-slate-700 sm:text-lg">
          {paragraph}
        </p>
      ))}
      {section.cards && <CardGrid cards={section.cards} columns={2} />}
      {section.list && <Checklist items={section.list} columns={1} />}
      {section.table && <SpecTable table={section.table} />}
      {section.keyFigures && <KeyFigures figures={section.keyFigures} />}
      {section.images && <ResultImages images={section.images} />}
      {section.closing?.map((paragraph) => (
        <p key={paragraph} className="text-base leading-relaxed text-slate-700 sm:text-lg">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
