import { describe, expect, it } from 'vitest';
import { truncateText } from './summary.ts';

describe('truncateText', () => {
  it('keeps short text and tidies its spaces', () => {
    expect(truncateText('  A short\n description ', 40)).toBe('A short description');
  });

  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncateText('Factory-built switchroom with 33kV switchgear, LVAC panel', 40)).toBe(
      'Factory-built switchroom with 33kV…',
    );
  });

  it('cuts inside a very long word rather than losing most of the text', () => {
    expect(truncateText('a '.concat('x'.repeat(50)), 20)).toBe(`a ${'x'.repeat(18)}…`);
  });
});
