import type { DocumentLink as DocumentLinkCopy } from '../../../content/services/types.ts';
import { countDownload } from '../../insights/link-insights.ts';
import { DocumentIcon } from './icons.tsx';

// public-site.md §7: brochure, cable and earthing buttons open static PDFs — in a new tab, and
// the link says so for screen-reader users. A click counts as a download (decision 029).
export function DocumentLink({ document, className }: { document: DocumentLinkCopy; className: string }) {
  return (
    <a
      href={document.href}
      target="_blank"
      rel="noopener"
      onClick={countDownload(document.href)}
      className={className}
    >
      <DocumentIcon />
      {document.label}
      <span className="sr-only"> (PDF, opens in a new tab)</span>
    </a>
  );
}
