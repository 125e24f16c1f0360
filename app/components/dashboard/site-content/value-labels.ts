import type { Banner, Figure } from '../../../../domain/site-content.ts';

// The names people see for a section's coded values, shared by the editors and the History
// comparison (publishing/site-content-diff.ts), so both say the same.

export const FIGURE_PAGE_LABELS: Readonly<Record<Figure['page'], string>> = { home: 'Home', about: 'About' };

export const BANNER_TONE_LABELS: Readonly<Record<Banner['tone'], string>> = {
  info: 'Information (blue)',
  success: 'Good news (green)',
  warning: 'Warning (amber)',
};
