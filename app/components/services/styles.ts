// Class lists shared by the service and case-study sections, so buttons and focus rings look
// and behave the same everywhere on these pages.

export const FOCUS_VISIBLE =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** Primary action on a light background. */
export const BUTTON_PRIMARY = `inline-flex items-center justify-center gap-2 rounded-md bg-brand-900 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 ${FOCUS_VISIBLE}`;

/** Primary action on the dark navy bands: amber with navy text (contrast about 7.8:1). */
export const BUTTON_ACCENT = `inline-flex items-center justify-center gap-2 rounded-md bg-accent-500 px-5 py-3 text-sm font-semibold text-brand-900 shadow-sm transition-colors hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`;

/** Secondary action on a dark background. */
export const BUTTON_OUTLINE_LIGHT =
  'inline-flex items-center justify-center gap-2 rounded-md border border-white/70 px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Section width and gutters, 320 px phones to wide screens. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
