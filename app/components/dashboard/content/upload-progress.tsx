// The progress of an upload as a bar and a polite status line (the bar alone says nothing to a
// screen reader between its start and end).

export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="mt-2">
      <progress className="h-2 w-full accent-brand-500" max={100} value={percent} aria-label={label} />
      <p role="status" className="text-sm text-slate-700">
        {label}… {percent}%
      </p>
    </div>
  );
}
