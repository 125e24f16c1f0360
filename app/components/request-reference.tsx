import { REQUEST_REFERENCE_ID, useRequestReference } from '../request-id.ts';

/** "Please quote reference …" under a failure the server answered with a 5xx (decision 030). */
export function RequestReference({ className = '' }: { className?: string }) {
  const id = useRequestReference();
  if (!id) return null;
  return (
    <p id={REQUEST_REFERENCE_ID} data-request-id={id} className={`text-sm text-slate-600 ${className}`}>
      If you contact us about this, please quote reference{' '}
      <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800">{id}</code>.
    </p>
  );
}
