import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryOptions, categoryValue } from './categories.ts';

const withCategory = (name: string) => ({ category: { name } });

describe('product category filter options', () => {
  it('lowercases for the ?category= value', () => {
    expect(categoryValue('  EV Charging ')).toBe('ev charging');
    expect(categoryValue(null)).toBe('');
  });

  it('shows known categories in their own spelling and capitalises the rest', () => {
    expect(categoryLabel('ev charging')).toBe('EV Charging');
    expect(categoryLabel('SWITCHGEAR')).toBe('Switchgear');
    expect(categoryLabel('cable accessories')).toBe('Cable Accessories');
  });

  it('gives one option per category regardless of case, known ones first, Other last', () => {
    const products = [
      'Other',
      'switchgear',
      'Cable',
      'Switchgear',
      'EV Charging',
      'Acoustic',
      ' ',
      'ev charging',
    ].map(withCategory);
    expect(categoryOptions(products)).toEqual([
      { value: 'ev charging', label: 'EV Charging' },
      { value: 'switchgear', label: 'Switchgear' },
      { value: 'acoustic', label: 'Acoustic' },
      { value: 'cable', label: 'Cable' },
      { value: 'other', label: 'Other' },
    ]);
    expect(categoryOptions([])).toEqual([]);
  });
});
