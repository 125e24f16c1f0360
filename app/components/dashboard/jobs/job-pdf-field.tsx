import { describedBy } from '../../forms/field.tsx';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import type { JobPdf } from './use-job-pdf.ts';

// The job description PDF (admin.md §5): chosen, checked and uploaded at once, with its progress;
// then the current file's link, the hint that choosing another replaces it, and Remove.

const ID = 'job-pdf';

export function JobPdfField({ pdf, disabled }: { pdf: JobPdf; disabled: boolean }) {
  const hint = pdf.pdfUrl
    ? 'Choose another PDF to replace the current one.'
    : 'PDF only, at most 10 MB. It is uploaded as soon as you choose it.';
  return (
    <div>
      <label htmlFor={ID} className="block text-sm font-semibold text-slate-800">
        Job Description PDF <span className="font-normal text-slate-600">(optional)</span>
      </label>
      {pdf.pdfUrl && (
        <p className="mt-1.5 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-slate-700">Current PDF:</span>
          <a
            href={pdf.pdfUrl}
            target="_blank"
            rel="noopener"
            className={`font-medium text-brand-500 underline ${FOCUS_RING}`}
          >
            View PDF<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <Button variant="ghost" size="sm" onClick={pdf.remove} disabled={disabled || pdf.isUploading}>
            Remove PDF
          </Button>
        </p>
      )}
      <input
        ref={pdf.inputRef}
        id={ID}
        type="file"
        accept="application/pdf,.pdf"
        disabled={disabled || pdf.isUploading}
        aria-invalid={pdf.error ? true : undefined}
        aria-describedby={describedBy(ID, hint, pdf.error ?? undefined)}
        onChange={(event) => void pdf.choose(event.target.files?.[0] ?? null)}
        className={`mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-brand-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700 ${FOCUS_RING}`}
      />
      <p id={`${ID}-hint`} className="mt-1.5 text-sm text-slate-600">
        {hint}
      </p>
      {pdf.progress !== null && (
        <div className="mt-2">
          <progress className="h-2 w-full" max={100} value={pdf.progress} aria-label="Uploading PDF" />
          <p role="status" className="text-sm text-slate-700">
            Uploading PDF… {pdf.progress}%
          </p>
        </div>
      )}
      {pdf.error && (
        <p id={`${ID}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {pdf.error}
        </p>
      )}
    </div>
  );
}
