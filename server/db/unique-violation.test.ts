import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, isUniqueViolation, withUniqueField } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  it('recognises SQLite and PostgreSQL unique violations', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'ERR_SQLITE_ERROR', errcode: 2067 })).toBe(true);
    expect(isUniqueViolation({ code: 'ERR_SQLITE_ERROR', errcode: 1555 })).toBe(true);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: products.code'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation({ code: 'ERR_SQLITE_ERROR', errcode: 1299 })).toBe(false);
    expect(isUniqueViolation(new Error('NOT NULL constraint failed'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('maps only unique violations to DuplicateKeyError', async () => {
    const duplicate = withUniqueField('link', () => Promise.reject({ code: '23505' }));
    await expect(duplicate).rejects.toEqual(new DuplicateKeyError('link'));
    await expect(withUniqueField('link', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await withUniqueField('link', async () => 1)).toBe(1);
  });
});
