// An application's tags as small chips (the board's cards, the applications list), introduced by
// a hidden "Tags:" for screen readers. Spans only, so they may sit inside a button.

export function TagChips({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <span className={`flex flex-wrap gap-1 ${className}`}>
      <span className="sr-only">Tags:</span>
      {tags.map((tag) => (
        <span
          key={tag}
          className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300"
        >
          {tag}
        </span>
      ))}
    </span>
  );
}
