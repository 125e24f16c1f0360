import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('is 24 lower-case hex characters, the shape every id check expects', () => {
    expect(newId()).toMatch(/^[a-f0-9]{24}$/);
  });

  it('sorts in creation order, even for ids made within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
