import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

// The primary button of a form that talks to the API: while the call runs it is disabled (no
// double submit) and shows a small spinner beside its busy text ('Sending...', 'Submitting...').

export function SubmitButton({
  isBusy,
  busyLabel,
  className = '',
  children,
}: {
  isBusy: boolean;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" isBusy={isBusy} busyLabel={busyLabel} className={className}>
      {children}
    </Button>
  );
}
