import { describe, expect, it } from 'vitest';
import { type FileRule, fileRuleFor, type MultipartRules } from './multipart.ts';

// Which rule a file part's name gets: a named field, a numbered field of a run (the case-study
// form's sectionImage0…N), past the run's end, or nothing (read past and dropped).

const card: FileRule = { maxBytes: 10, tooLargeMessage: 'card too large' };
const picture: FileRule = { maxBytes: 20, tooLargeMessage: 'picture too large' };
const RULES: MultipartRules = {
  tooLargeMessage: 'too large',
  files: { cardImage: card },
  numberedFiles: [{ prefix: 'sectionImage', maxFiles: 3, rule: picture, tooManyMessage: 'too many' }],
};

describe('fileRuleFor', () => {
  it('gives a named field its own rule', () => {
    expect(fileRuleFor(RULES, 'cardImage')).toBe(card);
  });

  it('gives sectionImage0 to sectionImage2 the run’s rule', () => {
    for (const name of ['sectionImage0', 'sectionImage1', 'sectionImage2']) {
      expect(fileRuleFor(RULES, name)).toBe(picture);
    }
  });

  it('answers too-many for an index at or past the run’s end, however large', () => {
    for (const name of ['sectionImage3', 'sectionImage24', 'sectionImage999999']) {
      expect(fileRuleFor(RULES, name)).toEqual({ tooMany: 'too many' });
    }
  });

  it.each([
    'sectionImage',
    'sectionImage01',
    'sectionImage-1',
    'sectionImage1.5',
    'sectionImage 1',
    'sectionImage1e3',
    'sectionImage1234567',
    'SectionImage1',
    'headerImage',
    'constructor',
    '__proto__',
    'toString',
  ])('takes no file named %j', (name) => {
    expect(fileRuleFor(RULES, name)).toBeUndefined();
  });

  it('takes nothing when the route declares no files', () => {
    expect(fileRuleFor({ tooLargeMessage: 'too large' }, 'cardImage')).toBeUndefined();
  });
});
