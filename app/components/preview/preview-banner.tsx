import { PUBLISHING_MESSAGES } from '../../../domain/publishing.ts';
import { CONTAINER } from '../ui/layout.ts';

// What a preview of a record's working copy shows above the page (decision 024), and the page a
// bad or expired preview link opens.

const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function PreviewBanner({ expiresAt }: { expiresAt: string }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-100 text-amber-950">
      <p className={`${CONTAINER} py-3 text-sm`}>
        <strong className="font-semibold">Preview: not published</strong>
        {' · '}
        This preview link works until {UK_DATE_TIME.format(new Date(expiresAt))} (UK time).
      </p>
    </div>
  );
}

export function PreviewLinkInvalid() {
  return (
    <section aria-labelledby="page-heading" className={`${CONTAINER} py-20`}>
      <h1 id="page-heading" className="text-3xl font-bold text-brand-900">
        Preview not available
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-slate-700">{PUBLISHING_MESSAGES.previewLinkInvalid}</p>
    </section>
  );
}
