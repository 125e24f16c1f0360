import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  allErrors,
  EMPTY_VALUES,
  firstInvalidField,
  initialValues,
  requestedPosition,
  stepErrors,
  stepOf,
  wizardFieldErrors,
} from './wizard-state.ts';

const m = MESSAGES.application;
const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 2048 };
const valid = {
  ...EMPTY_VALUES,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 1206 000000',
  country: 'India',
  position: 'Office Assistant',
};

describe('application wizard rules', () => {
  it('checks only the current step on Continue (public-site.md §5)', () => {
    expect(stepErrors(1, EMPTY_VALUES, null)).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      email: m.emailRequired,
      phone: m.phoneRequired,
    });
    expect(stepErrors(2, EMPTY_VALUES, null)).toEqual({
      country: m.countryRequired,
      position: m.positionRequired,
      cv: m.cvRequired,
    });
    expect(stepErrors(3, EMPTY_VALUES, null)).toEqual({});
    expect(stepErrors(2, { ...valid, linkedin: 'https://example.com/me' }, pdf)).toEqual({
      linkedin: m.linkedinInvalid,
    });
  });

  it('checks every field and the CV on Submit', () => {
    expect(allErrors(valid, pdf)).toEqual({});
    expect(allErrors(valid, { ...pdf, type: 'text/plain' })).toEqual({ cv: m.cvNotPdf });
    expect(allErrors({ ...valid, firstName: 'A' }, null)).toEqual({
      firstName: m.firstNameTooShort,
      cv: m.cvRequired,
    });
  });

  it('finds the first invalid field in the order the visitor meets them', () => {
    expect(firstInvalidField({ cv: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ linkedin: 'x', position: 'y' })).toBe('position');
    expect(firstInvalidField({})).toBeUndefined();
    expect([stepOf('phone'), stepOf('cv'), stepOf('comments')]).toEqual([1, 2, 3]);
  });

  it("files the API's CV errors under the CV input and drops keys without a field", () => {
    expect(wizardFieldErrors({ file: 'Only PDF files are allowed', form: 'x' })).toEqual({
      cv: 'Only PDF files are allowed',
    });
    expect(wizardFieldErrors({ cvUrl: 'gone', email: 'bad' })).toEqual({ cv: 'gone', email: 'bad' });
  });

  it('pre-fills a known country only, and a position only with a country', () => {
    expect(initialValues(new URLSearchParams('country=India')).country).toBe('India');
    expect(initialValues(new URLSearchParams('country=France')).country).toBe('');
    expect(requestedPosition(new URLSearchParams('country=India&position=Office%20Assistant'))).toBe(
      'Office Assistant',
    );
    expect(requestedPosition(new URLSearchParams('position=Office%20Assistant'))).toBe('');
  });
});
