import { describe, expect, it } from 'vitest';
import { caseStudyHref } from './case-study-links.ts';

describe('case-study links', () => {
  it('opens the fixed pages by their own path and keeps other slugs as they are', () => {
    expect(caseStudyHref('design&supply')).toBe('/case-studies/design&supply');
    expect(caseStudyHref('grid-connection-study')).toBe('/case-studies/grid-connection-study');
    expect(caseStudyHref('a b?c')).toBe('/case-studies/a%20b%3Fc');
  });
});
