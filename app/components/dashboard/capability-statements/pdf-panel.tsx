import { useEffect, useId, useRef, useState } from 'react';
import { type PdfRender, STATEMENT_MESSAGES } from '../../../../domain/capability-statements.ts';
import { Button } from '../../ui/button.tsx';
import { Banner } from '../../ui/status.tsx';
import { renderStateText } from './statement-text.ts';
import { usePdfRender } from './use-pdf-render.ts';

// Decision 028: the statement's PDF: what the last one is ("PDF made 27 Nov 2026, 14 pages,
// 2.1 MB", or that the statement changed since), Make PDF with its progress while it is drawn
// (a progress bar and the step, announced politely as it changes), and Download PDF.

export function PdfPanel({
  statementId,
  latest,
  clientName,
  title,
  hasUnsavedChanges,
  onRendered,
}: {
  statementId: string;
  latest: PdfRender | null;
  clientName: string;
  title: string;
  /** The form holds changes not yet saved: the PDF would not show them. */
  hasUnsavedChanges: boolean;
  onRendered: (render: PdfRender) => void;
}) {
  const id = useId();
  const pdf = usePdfRender({ statementId, latest, clientName, title, onRendered });
  // The bar stays once a render started here, so its end ("Done") is seen, not only its start.
  const [hasStartedHere, setStartedHere] = useState(false);
  const { render } = pdf;
  const showsProgress = render !== null && (pdf.isRunning || hasStartedHere);
  const progress = render ? Math.round(render.progress) : 0;
  const downloadRef = useRef<HTMLButtonElement>(null);
  const status = render?.status;

  // Make PDF was disabled while it ran, so focus fell to the page: it goes on to Download PDF.
  useEffect(() => {
    if (status !== 'done' || !hasStartedHere) return;
    const active = document.activeElement;
    if (!active || active === document.body) downloadRef.current?.focus();
  }, [status, hasStartedHere]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        PDF
      </h2>
      <p className="mt-1 text-slate-700">{renderStateText(render)}</p>
      {hasUnsavedChanges && (
        <p id={`${id}-unsaved`} className="mt-2 text-sm font-medium text-amber-900">
          Save your changes first: the PDF is made from the saved statement.
        </p>
      )}
      {showsProgress && render && (
        <div className="mt-4">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span id={`${id}-progress-label`} className="font-semibold text-slate-800">
              {render.status === 'done' ? 'PDF ready' : STATEMENT_MESSAGES.renderQueued}
            </span>
            <span className="text-slate-600">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${id}-progress-label`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress}%: ${render.step}`}
            className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={`h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none ${
                render.status === 'failed' ? 'bg-red-700' : 'bg-brand-500'
              }`}
              style={{ width: `${progress}%` }}
            />
          </div>
          <p aria-live="polite" className="mt-1.5 text-sm text-slate-700">
            {render.step}
          </p>
        </div>
      )}
      {pdf.failure && (
        <div className="mt-4">
          <Banner tone="error">{pdf.failure}</Banner>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          onClick={() => {
            setStartedHere(true);
            void pdf.make();
          }}
          isBusy={pdf.isStarting || pdf.isRunning}
          busyLabel="Making the PDF…"
          disabled={hasUnsavedChanges}
          aria-describedby={hasUnsavedChanges ? `${id}-unsaved` : undefined}
        >
          Make PDF
        </Button>
        {render?.status === 'done' && (
          <Button
            ref={downloadRef}
            variant="secondary"
            isBusy={pdf.isDownloading}
            busyLabel="Downloading…"
            onClick={() => void pdf.download()}
          >
            Download PDF
          </Button>
        )}
      </div>
    </section>
  );
}
