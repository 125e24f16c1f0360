import { FOCUS_RING, FOCUS_RING_ON_DARK } from './focus-ring.ts';

// Button looks for <button>, <a> and <Link> alike. Every class list is written out in full so
// Tailwind finds it when it scans the source. 'md' is at least 44 × 44 px (WCAG 2.5.5 target
// size; py-3 plus a 20 px line is exactly 44 px); 'sm' is at least 36 px tall for dense rows.
// Disabled buttons (a busy submit, a pager at its end) dim and refuse the pointer.

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'accent' | 'outline-light';
export type ButtonSize = 'sm' | 'md';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-75';

const VARIANTS: Readonly<Record<ButtonVariant, string>> = {
  /** The main action on a light background. */
  primary: `bg-brand-900 text-white shadow-sm hover:bg-brand-700 ${FOCUS_RING}`,
  /** A second action beside a primary one (Back, Cancel). */
  secondary: `border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`,
  /** Destructive actions (Delete); white on red-700 is about 6.5:1. */
  danger: `bg-red-700 text-white shadow-sm hover:bg-red-800 ${FOCUS_RING}`,
  /** Quiet actions inside rows and toolbars. */
  ghost: `text-brand-900 hover:bg-slate-100 ${FOCUS_RING}`,
  /** The main action on the navy bands: amber with navy text (about 7.8:1). */
  accent: `bg-accent-500 text-brand-900 shadow-sm hover:bg-amber-400 ${FOCUS_RING_ON_DARK}`,
  /** A second action on the navy bands. */
  'outline-light': `border border-white/70 text-white hover:bg-white/10 ${FOCUS_RING_ON_DARK}`,
};

const SIZES: Readonly<Record<ButtonSize, string>> = {
  sm: 'min-h-9 px-3 py-2 text-sm',
  md: 'min-h-11 min-w-11 px-5 py-3 text-sm',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]}`;
}
