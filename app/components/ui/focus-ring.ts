/** Shared focus ring: visible on keyboard focus only, AA contrast on light backgrounds. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** The same ring in white, for the navy bands and the dashboard sidebar. */
export const FOCUS_RING_ON_DARK =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
