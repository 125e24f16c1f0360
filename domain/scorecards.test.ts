import { describe, expect, it } from 'vitest';
import { validate } from './field-errors.ts';
import {
  competencyKeyFrom,
  DEFAULT_COMPETENCIES,
  hiringSettingsSchema,
  SCORECARD_MESSAGES as m,
  scorecardBodySchema,
} from './scorecards.ts';

describe('a scorecard body', () => {
  const schema = scorecardBodySchema(DEFAULT_COMPETENCIES);
  const body = {
    ratings: { technical: 4, communication: 3, safety: 2 },
    recommendation: 'strong-yes',
    notes: '  Excellent on relay coordination.  ',
  };

  it('takes every competency rated 1–4, a recommendation and trimmed notes', () => {
    expect(validate(schema, body)).toEqual({
      ok: true,
      data: { ...body, notes: 'Excellent on relay coordination.' },
    });
  });

  it('names the first competency left unrated, by its label', () => {
    expect(validate(schema, { ...body, ratings: { technical: 4 } })).toEqual({
      ok: false,
      errors: { ratings: m.ratingMissing('Communication') },
    });
  });

  it('refuses a rating for a competency the job does not have', () => {
    const result = validate(schema, { ...body, ratings: { ...body.ratings, teamwork: 3 } });
    expect(result).toEqual({ ok: false, errors: { ratings: m.ratingUnknown('teamwork') } });
  });

  it('refuses notes of fewer than 10 characters once trimmed', () => {
    expect(validate(schema, { ...body, notes: '   Fine.    ' })).toEqual({
      ok: false,
      errors: { notes: m.notesTooShort },
    });
  });
});

describe('hiring settings', () => {
  it('take 1–8 competencies with slug-like, distinct keys and 1–90 days', () => {
    expect(
      hiringSettingsSchema.safeParse({ competencies: DEFAULT_COMPETENCIES, staleAfterDays: 90 }).success,
    ).toBe(true);
    expect(
      hiringSettingsSchema.safeParse({
        competencies: [{ key: 'site-safety2', label: 'Site' }],
        staleAfterDays: 1,
      }).success,
    ).toBe(true);
    for (const key of ['2fa', 'Site', 'site--safety', '-site', 'site_safety', 'site-']) {
      const result = hiringSettingsSchema.safeParse({
        competencies: [{ key, label: 'x' }],
        staleAfterDays: 7,
      });
      expect(result.success, key).toBe(false);
    }
  });
});

describe('competencyKeyFrom', () => {
  it('makes a slug of the name, unique among the keys taken', () => {
    expect(competencyKeyFrom('Site safety', [])).toBe('site-safety');
    expect(competencyKeyFrom('Café & Co-ordination!', [])).toBe('cafe-co-ordination');
    expect(competencyKeyFrom('Safety culture', ['safety-culture'])).toBe('safety-culture-2');
    expect(competencyKeyFrom('18th Edition wiring', [])).toBe('c-18th-edition-wiring');
    expect(competencyKeyFrom('!!!', [])).toBe('competency');
  });
});
