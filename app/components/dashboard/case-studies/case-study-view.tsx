import type { StaffCaseStudy as CaseStudy } from '../../../../domain/answers/staff-records.ts';
import { paragraphs } from '../../../../domain/case-study.ts';
import type { CaseStudySection } from '../../../../domain/entities.ts';
import { caseStudyHref } from '../../case-studies/case-study-links.ts';
import { storedImageSrcSet } from '../../stored-image.ts';
import { Button } from '../../ui/button.tsx';
import { buttonClass } from '../../ui/buttons.ts';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { RecordDialog, RecordSection } from '../content/record-dialog.tsx';
import { SECTION_TYPE_LABELS } from './section-drafts.ts';

// admin.md §2 View: the name, card image, header image, description, content split into
// paragraphs at line breaks, and the sections in order: text sections as paragraphs, list
// sections as bullets, image-gallery sections as images with captions.

function Picture({ url, label }: { url: string; label: string }) {
  return (
    <figure>
      <img
        src={url}
        srcSet={storedImageSrcSet(url)}
        sizes="(min-width: 640px) 22rem, 100vw"
        alt={label}
        className="aspect-[16/9] w-full rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      <figcaption className="mt-1 text-sm text-slate-600">{label}</figcaption>
    </figure>
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {paragraphs(text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

function SectionView({ section, position }: { section: CaseStudySection; position: number }) {
  const title = section.title.trim() || `Section ${position}`;
  return (
    <section className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h4 className="font-semibold text-brand-900">
        {title}{' '}
        <span className="text-sm font-normal text-slate-600">({SECTION_TYPE_LABELS[section.type]})</span>
      </h4>
      <div className="mt-2">
        {section.type === 'text' && <Paragraphs text={section.content} />}
        {section.type === 'list' && (
          <ul className="list-disc space-y-1 pl-5">
            {section.listItems.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat
              <li key={index}>{item}</li>
            ))}
          </ul>
        )}
        {section.type === 'image-gallery' &&
          (section.images.length === 0 ? (
            <p className="text-slate-600">No images in this section.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {section.images.map((image, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a picture may be shown twice
                <li key={index}>
                  <figure>
                    <img
                      src={image.url}
                      srcSet={storedImageSrcSet(image.url)}
                      sizes="12rem"
                      alt={image.caption ?? `${title}: image ${index + 1}`}
                      className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
                    />
                    {image.caption && (
                      <figcaption className="mt-1 text-sm text-slate-700">{image.caption}</figcaption>
                    )}
                  </figure>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}

export function CaseStudyView({
  caseStudy,
  onClose,
  onEdit,
}: {
  caseStudy: CaseStudy | null;
  onClose: () => void;
  onEdit: (caseStudy: CaseStudy) => void;
}) {
  return (
    <RecordDialog
      open={caseStudy !== null}
      title={caseStudy?.name ?? ''}
      onClose={onClose}
      actions={
        caseStudy && (
          <>
            <a
              href={caseStudyHref(caseStudy.link)}
              target="_blank"
              rel="noopener"
              className={buttonClass('ghost')}
            >
              View on site<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button variant="secondary" onClick={() => onEdit(caseStudy)}>
              Edit
            </Button>
          </>
        )
      }
    >
      {caseStudy && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Picture url={caseStudy.cardImage} label="Card image" />
            {caseStudy.headerImage ? (
              <Picture url={caseStudy.headerImage} label="Header image" />
            ) : (
              <p className="flex aspect-[16/9] items-center justify-center rounded-md border-2 border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
                No header image: the card image heads the page.
              </p>
            )}
          </div>
          <div className="mt-6">
            <RecordSection title="URL">
              {/* Also what keeps the scrolling body reachable by keyboard (it has a focusable part). */}
              <a
                href={caseStudyHref(caseStudy.link)}
                target="_blank"
                rel="noopener"
                className={`font-mono text-sm text-brand-500 underline ${FOCUS_RING}`}
              >
                {caseStudyHref(caseStudy.link)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </RecordSection>
            <RecordSection title="Description">
              <p>{caseStudy.description}</p>
            </RecordSection>
            <RecordSection title="Content">
              <Paragraphs text={caseStudy.content} />
            </RecordSection>
            <RecordSection title="Sections">
              {caseStudy.sections.length === 0 ? (
                <p className="text-slate-600">No sections.</p>
              ) : (
                <div className="space-y-3">
                  {caseStudy.sections.map((section, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: section ids come from the dashboard and may repeat
                    <SectionView key={index} section={section} position={index + 1} />
                  ))}
                </div>
              )}
            </RecordSection>
          </div>
        </>
      )}
    </RecordDialog>
  );
}
