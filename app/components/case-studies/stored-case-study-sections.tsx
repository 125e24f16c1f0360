import { paragraphs } from '../../../domain/case-study.ts';
import type { CaseStudySection } from '../../../domain/entities.ts';
import { SectionImageGallery } from './section-image-gallery.tsx';

// The sections of a stored case study, in their order (admin.md §2 View): text sections as
// paragraphs, list sections as bullets, image-gallery sections as images with captions.
// Keys use positions: an administrator may well repeat a line or a picture.

const PARAGRAPH = 'text-base leading-relaxed text-slate-700 sm:text-lg';

export function TextParagraphs({ text }: { text: string }) {
  return paragraphs(text).map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
    <p key={index} className={PARAGRAPH}>
      {paragraph}
    </p>
  ));
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity but their place
        <li key={index} className="flex gap-3 text-slate-700 sm:text-lg">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function SectionBody({ section }: { section: CaseStudySection }) {
  if (section.type === 'list') return <BulletList items={section.listItems} />;
  if (section.type === 'image-gallery') return <SectionImageGallery section={section} />;
  return <TextParagraphs text={section.content} />;
}

export function StoredCaseStudySections({ sections }: { sections: readonly CaseStudySection[] }) {
  return sections.map((section, index) => {
    const headingId = `section-${index + 1}-heading`;
    const hasTitle = section.title.trim() !== '';
    return (
      <section
        // biome-ignore lint/suspicious/noArrayIndexKey: section ids come from the dashboard and may repeat
        key={index}
        aria-labelledby={hasTitle ? headingId : undefined}
        className="space-y-6"
      >
        {hasTitle && (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {section.title}
          </h2>
        )}
        <SectionBody section={section} />
      </section>
    );
  });
}
