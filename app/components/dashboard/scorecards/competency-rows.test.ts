import { describe, expect, it } from 'vitest';
import { competenciesOf, moved, newRow, rowsOf } from './competency-rows.ts';

describe('the hiring settings form’s competency rows', () => {
  it('keeps saved keys through a rename and gives a new row a key from its name', () => {
    const rows = rowsOf([
      { key: 'technical', label: 'Technical depth' },
      { key: 'safety', label: 'Safety culture' },
    ]);
    const renamed = rows.map((row) =>
      row.key === 'technical' ? { ...row, label: ' Protection theory ' } : row,
    );
    const added = [...renamed, { ...newRow(), label: 'Safety culture' }];
    expect(competenciesOf(added)).toEqual([
      { key: 'technical', label: 'Protection theory' },
      { key: 'safety', label: 'Safety culture' },
      { key: 'safety-culture', label: 'Safety culture' },
    ]);
  });

  it('moves a row up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
