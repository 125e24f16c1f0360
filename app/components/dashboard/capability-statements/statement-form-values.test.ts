import { describe, expect, it } from 'vitest';
import { statementInputSchema } from '../../../../domain/capability-statements.ts';
import { validate } from '../../../../domain/field-errors.ts';
import { EMPTY_STATEMENT_FORM, moved, statementBody, toggled } from './statement-form-values.ts';

describe('the statement editor’s body', () => {
  it('sends blanks as null and an empty short text as the site’s own', () => {
    const body = statementBody({
      ...EMPTY_STATEMENT_FORM,
      title: 'Ely STW 33 kV upgrade',
      clientName: 'Anglian Water',
      caseStudies: [
        { id: 'cs-1', summary: '' },
        { id: 'cs-2', summary: 'Our G99 work for a water utility.' },
      ],
    });
    expect(body.tenderReference).toBeNull();
    expect(body.dueDate).toBeNull();
    expect(body.sector).toBeNull();
    expect(body.caseStudies).toEqual([
      { id: 'cs-1', summary: null },
      { id: 'cs-2', summary: 'Our G99 work for a water utility.' },
    ]);
    const checked = validate(statementInputSchema, body);
    expect(checked.ok).toBe(true);
  });

  it('is refused by the API’s schema without a title or client', () => {
    const checked = validate(statementInputSchema, statementBody(EMPTY_STATEMENT_FORM));
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors.title).toBe('Tender title is required');
      expect(checked.errors.clientName).toBe('Client name is required');
    }
  });
});

describe('ordering and ticking', () => {
  it('moves an item one place, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('adds a ticked id once and removes an unticked one', () => {
    expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
