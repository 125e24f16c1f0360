import { describe, expect, it } from 'vitest';
import { entryToAdd, focusAfterRemoval, specificationToAdd, withoutEntry } from './list-entries.ts';

describe('adding to the product lists (admin.md §5)', () => {
  it('adds a feature or application only if non-empty after trimming', () => {
    expect(entryToAdd('  Arc-fault rated  ')).toBe('Arc-fault rated');
    expect(entryToAdd('')).toBeNull();
    expect(entryToAdd(' \t\n ')).toBeNull();
  });

  it('adds a specification only if both name and value are non-empty after trimming', () => {
    expect(specificationToAdd(' ratedVoltage ', ' 400 V ')).toEqual({ key: 'ratedVoltage', value: '400 V' });
    expect(specificationToAdd('ratedVoltage', '  ')).toBeNull();
    expect(specificationToAdd(' ', '400 V')).toBeNull();
  });
});

describe('removing from the product lists', () => {
  it('takes out only the entry at the index, repeated text included', () => {
    expect(withoutEntry(['a', 'b', 'a'], 2)).toEqual(['a', 'b']);
    expect(withoutEntry(['a'], 0)).toEqual([]);
  });

  it('moves focus to the entry now in its place, else the one before, else the input', () => {
    expect(focusAfterRemoval(0, 3)).toBe(0);
    expect(focusAfterRemoval(2, 3)).toBe(1);
    expect(focusAfterRemoval(0, 1)).toBeNull();
  });
});
