import type { Ref } from 'react';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import type { SummaryEntry } from './section-errors.ts';

// "There is a problem" above a section's form: every message of the section, each a link that
// moves focus to its control (where the same message is shown under it). It takes focus when a
// save finds problems, so a screen reader reads the list first.

export function ErrorSummary({
  entries,
  summaryRef,
}: {
  entries: readonly SummaryEntry[];
  summaryRef: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={summaryRef} tabIndex={-1} className="focus:outline-none empty:hidden">
      {entries.length > 0 && (
        <div
          role="alert"
          aria-labelledby="section-error-summary-title"
          className="mb-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 sm:p-5"
        >
          <h2 id="section-error-summary-title" className="text-lg font-semibold text-red-900">
            There {entries.length === 1 ? 'is a problem' : `are ${entries.length} problems`}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-900">
            {entries.map((entry) => (
              <li key={`${entry.id}-${entry.text}`}>
                {entry.id ? (
                  <a
                    href={`#${entry.id}`}
                    onClick={(event) => {
                      const target = document.getElementById(entry.id);
                      if (!target) return;
                      event.preventDefault();
                      target.scrollIntoView({ block: 'center' });
                      target.focus();
                    }}
                    className={`font-medium underline ${FOCUS_RING}`}
                  >
                    {entry.text}
                  </a>
                ) : (
                  entry.text
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
