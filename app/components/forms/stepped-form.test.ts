import { describe, expect, it } from 'vitest';
import { JOB_STEP_FIELDS, jobFormSchema } from '../../../domain/job.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { errorsOfStep, fieldOrder, firstInvalid, formErrors, stepOfField } from './stepped-form.ts';

// The job form (admin.md §5: two steps) stands for every stepped form.

const m = MESSAGES.jobs;
const empty = {
  title: '',
  country: '',
  place: '',
  type: '',
  qualifications: '',
  experience: '',
  responsibilities: '',
};

describe('stepped forms (admin.md §4-§5)', () => {
  it('knows each field’s step and the order the user meets them', () => {
    expect(fieldOrder(JOB_STEP_FIELDS)).toEqual([
      'title',
      'country',
      'place',
      'type',
      'qualifications',
      'experience',
      'responsibilities',
    ]);
    expect(stepOfField(JOB_STEP_FIELDS, 'experience')).toBe(2);
    expect(stepOfField(JOB_STEP_FIELDS, 'nothing')).toBeUndefined();
  });

  it('Next checks only the current step', () => {
    const errors = formErrors(jobFormSchema, { ...empty, title: 'Protection Engineer' });
    expect(errorsOfStep(JOB_STEP_FIELDS, 1, errors)).toEqual({
      country: m.countryRequired,
      place: m.placeRequired,
    });
    expect(Object.keys(errorsOfStep(JOB_STEP_FIELDS, 2, errors))).toEqual([
      'qualifications',
      'experience',
      'responsibilities',
    ]);
  });

  it('submit goes to the step of the first invalid field in form order', () => {
    expect(firstInvalid(JOB_STEP_FIELDS, { responsibilities: 'x', experience: 'y' })).toEqual({
      field: 'experience',
      step: 2,
    });
    expect(firstInvalid(JOB_STEP_FIELDS, { responsibilities: 'x', place: 'y' })).toEqual({
      field: 'place',
      step: 1,
    });
    expect(firstInvalid(JOB_STEP_FIELDS, {})).toBeUndefined();
  });

  it('adds the rules outside the schema', () => {
    expect(formErrors(jobFormSchema, empty, { pdf: m.pdfNotPdf }).pdf).toBe(m.pdfNotPdf);
  });
});
