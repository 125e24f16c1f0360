import { DownloadIcon } from '../services/icons.tsx';
import { buttonClass } from '../ui/buttons.ts';

// Decision 028: a published case study's one-page PDF (GET /case-studies/{slug}/pdf, made from
// what the page shows), offered beside the page's other actions and looking like the site's
// other document links (services/document-link.tsx). It downloads rather than opens, and its
// text says it is a PDF.

/** The PDF's address: the page's own path with /pdf after it. */
export function caseStudyPdfHref(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/pdf`;
}

export function CaseStudyPdfLink({ pagePath }: { pagePath: string }) {
  return (
    <a
      href={caseStudyPdfHref(pagePath)}
      download
      className={`${buttonClass('secondary')} self-start sm:self-auto`}
    >
      <DownloadIcon />
      Download as PDF
      <span className="sr-only"> (one-page summary of this case study)</span>
    </a>
  );
}
