import { useEffect, useRef, useState } from 'react';
import { site } from '../../../../content/site.ts';
import { Button } from '../../ui/button.tsx';

// Decision 027: ten recovery codes, shown once. Copy them, or download them as a text file, and
// say they are saved to go on (the server keeps only their hashes: nobody can show them again).

async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodes({
  codes,
  email,
  onSaved,
  savedLabel = 'I have saved them',
}: {
  codes: string[];
  email: string;
  onSaved: () => void;
  savedLabel?: string;
}) {
  const [said, setSaid] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const text = `${site.brand} dashboard: recovery codes for ${email}\nEach code works once.\n\n${codes.join('\n')}\n`;
  return (
    <div className="space-y-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-brand-900 focus:outline-none"
      >
        Save your recovery codes
      </h3>
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes signs you in once instead of an authenticator code. Keep
        them somewhere safe, such as a password manager. They are shown only now.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 ring-1 ring-slate-200"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={async () =>
            setSaid(
              (await copyText(text)) ? 'Codes copied.' : 'Copying is blocked here: download them instead.',
            )
          }
        >
          Copy codes
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            download(text, 'recovery-codes.txt');
            setSaid('Downloaded recovery-codes.txt.');
          }}
        >
          Download as .txt
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {said}
      </p>
      <Button onClick={onSaved} className="w-full sm:w-auto">
        {savedLabel}
      </Button>
    </div>
  );
}
