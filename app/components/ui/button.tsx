import type { ComponentPropsWithRef } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClass } from './buttons.ts';

// A <button> in one of the kit's looks. While the call it started runs (isBusy) it is disabled,
// so a second click cannot send it twice, tells assistive technology it is busy, and shows a
// small spinner beside its busy text ('Saving...'), which also becomes its accessible name.

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isBusy?: boolean;
  /** Shown instead of the children while busy; without it the children stay. */
  busyLabel?: string;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isBusy = false,
  busyLabel,
  className = '',
  children,
  type = 'button',
  disabled,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      // A form's plain buttons must not submit it; only an explicit type="submit" does.
      type={type}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={`${buttonClass(variant, size)} ${className}`}
      {...buttonProps}
    >
      {isBusy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current/40 border-t-current motion-reduce:animate-none"
        />
      )}
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}
