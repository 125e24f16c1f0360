/** A spinning ring with a text for screen readers, announced politely (role=status). */
export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-500 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
