import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FORM_ERROR_KEY, fieldErrors, hasErrors, pickErrors, validate } from './field-errors.ts';

const schema = z.object({
  name: z.string().min(1, 'Name is required').min(3, 'Too short'),
  tags: z.array(z.string().min(1, 'Empty tag')),
  age: z.number('Age must be a number').int('Whole years'),
});

describe('field errors (DESIGN.md API conventions)', () => {
  it('maps each top-level field to its first message', () => {
    const result = schema.safeParse({ name: '', tags: ['ok', '', ''], age: 1.5 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      name: 'Name is required',
      tags: 'Empty tag',
      age: 'Whole years',
    });
  });

  it('files errors that belong to no field under "form"', () => {
    const result = schema.safeParse('not an object');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrors(result.error))).toEqual([FORM_ERROR_KEY]);
  });

  it('returns the parsed data when valid', () => {
    expect(validate(schema, { name: 'Ada', tags: [], age: 36 })).toEqual({
      ok: true,
      data: { name: 'Ada', tags: [], age: 36 },
    });
  });

  it('returns the field errors when invalid', () => {
    expect(validate(schema, { name: 'Ad', tags: [], age: 'x' })).toEqual({
      ok: false,
      errors: { name: 'Too short', age: 'Age must be a number' },
    });
  });

  it('picks the errors of one step and tells whether any remain', () => {
    const errors = { name: 'Too short', age: 'Whole years' };
    expect(pickErrors(errors, ['name', 'tags'])).toEqual({ name: 'Too short' });
    expect(hasErrors(pickErrors(errors, ['tags']))).toBe(false);
    expect(hasErrors(errors)).toBe(true);
  });
});
