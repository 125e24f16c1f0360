import { describe, expect, it } from 'vitest';
import { containsPattern, emailKey, nameKey, searchFold } from './application-keys.ts';

describe('application keys', () => {
  it('keys an e-mail address trimmed and in lower case, in any alphabet', () => {
    expect(emailKey('  Priya.Sharma@Example.COM ')).toBe('priya.sharma@example.com');
    expect(emailKey('ÉLISE@EXAMPLE.FR')).toBe('élise@example.fr');
  });

  it('folds search text: lower case, accents removed, one space between words', () => {
    expect(searchFold('  Zoë   ÉLISE\tO’Brien ')).toBe('zoe elise o’brien');
    expect(searchFold('İlhom')).toBe('ilhom');
    // Both the stored key and the search are folded, so letters with a diacritic also match
    // their base letter (Uzbek Cyrillic "Ўткир" is found by "уткир" and by "ўткир").
    expect(searchFold('Ўткир')).toBe('уткир');
    expect(searchFold('ўткир')).toBe(searchFold('Ўткир'));
  });

  it('keys a name as "first last", so first, last and full name all match it', () => {
    const key = nameKey('Priya', 'Sharma');
    expect(key).toBe('priya sharma');
    for (const part of ['priya', 'sharma', 'priya sharma', 'ya sha']) expect(key).toContain(part);
  });

  it('makes a contains pattern that takes %, _ and \\ literally', () => {
    expect(containsPattern('ada')).toBe('%ada%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });
});
