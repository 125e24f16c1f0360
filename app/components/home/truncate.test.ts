import { describe, expect, it } from 'vitest';
import { truncateName } from './truncate.ts';

describe('service card names (public-site.md §9)', () => {
  it('keeps a name of 40 characters or fewer as it is', () => {
    expect(truncateName('Battery Storage Integration')).toBe('Battery Storage Integration');
    expect(truncateName('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('cuts a longer name to 40 characters plus an ellipsis', () => {
    expect(truncateName('y'.repeat(41))).toBe(`${'y'.repeat(40)}…`);
  });
});
