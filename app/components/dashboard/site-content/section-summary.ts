import type { SiteContentKey } from '../../../../domain/site-content.ts';

// One line on the overview saying what a section holds now ("6 people, 1 hidden"), read from
// its working copy without trusting its shape.

function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function sectionSummary(key: SiteContentKey, value: unknown): string {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  switch (key) {
    case 'team': {
      const hidden = Array.isArray(value)
        ? value.filter((member) => (member as { isShown?: unknown })?.isShown === false).length
        : 0;
      return `${plural(count(value), 'person', 'people')}${hidden > 0 ? `, ${hidden} hidden` : ''}`;
    }
    case 'testimonials':
      return plural(count(value), 'testimonial', 'testimonials');
    case 'figures':
      return plural(count(value), 'figure', 'figures');
    case 'offices':
      return plural(count(value), 'office', 'offices');
    case 'banner':
      return typeof record.text === 'string' && record.text !== '' ? `“${record.text}”` : 'No text yet';
    case 'privacy':
      return plural(count(record.sections), 'section', 'sections');
  }
}
