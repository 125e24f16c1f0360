import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { Banner } from '../../ui/status.tsx';

// After a save: what was saved, and a "View on site" link to its public page, opened in a new
// tab so the dashboard stays where it was.

export type SavedItem = { message: string; publicPath: string };

export function SavedNotice({ saved, onDismiss }: { saved: SavedItem; onDismiss: () => void }) {
  return (
    <Banner tone="success" onDismiss={onDismiss}>
      {saved.message}{' '}
      <a
        href={saved.publicPath}
        target="_blank"
        rel="noopener"
        className={`whitespace-nowrap font-semibold underline ${FOCUS_RING}`}
      >
        View on site<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Banner>
  );
}
