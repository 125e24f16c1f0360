import type { RefObject } from 'react';
import { MESSAGES } from '../../../domain/messages.ts';
import { describedBy, FieldFrame } from '../forms/field.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';
import { fieldId } from './wizard-state.ts';

// public-site.md §5 CV file: required, PDF only, at most 10MB, with the hint under it. The chosen
// file is named, with a control to remove it; removing it after an attempt shows the required
// error (§4).

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function CvField({
  file,
  error,
  inputRef,
  onChoose,
}: {
  file: File | null;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | null) => void;
}) {
  const id = fieldId('cv');
  const hint = MESSAGES.application.cvHint;
  return (
    <FieldFrame id={id} label="CV (PDF)" required hint={hint} error={error}>
      <input
        ref={inputRef}
        id={id}
        name="cv"
        type="file"
        accept="application/pdf,.pdf"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className={`mt-1.5 block w-full rounded-md border bg-white text-sm text-slate-700 file:mr-4 file:cursor-pointer file:border-0 file:bg-brand-900 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-700 ${FOCUS_RING} ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {file && (
        <div
          className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700"
          data-cv-chosen
        >
          <span>
            Selected: <span className="font-medium break-all">{file.name}</span> ({fileSize(file.size)})
          </span>
          <button
            type="button"
            onClick={() => {
              onChoose(null);
              inputRef.current?.focus();
            }}
            className={`rounded-sm font-semibold text-red-700 underline underline-offset-4 hover:text-red-800 ${FOCUS_RING}`}
          >
            Remove file<span className="sr-only"> {file.name}</span>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
