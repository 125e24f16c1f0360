// The one focus ring of the site and the dashboard. `focus-visible` shows it for keyboard users
// only (a mouse click does not draw it), and a 2 px outline offset by 2 px keeps it clear of the
// control's own border (WCAG 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured).

/** On light backgrounds: brand-500 on white is about 8.4:1, well past the 3:1 of WCAG 1.4.11. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** On the navy bands (brand-900 and darker), where a navy-blue ring would vanish: white, about 15:1. */
export const FOCUS_RING_ON_DARK =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
