import { describe, expect, it } from 'vitest';
import { type TemplatePurpose, templateOfferedFor } from './email-templates.ts';

// Decision 026: which template a status change offers (the dialog's and the board's offer).

const template = (id: string, purpose: TemplatePurpose | null) => ({ _id: id, purpose });

describe('the template a status change offers', () => {
  const templates = [
    template('holding', null),
    template('reject-1', 'rejection'),
    template('reject-2', 'rejection'),
    template('offer', 'offer'),
  ];

  it('is the first of the matching purpose: rejected → rejection, hired → offer', () => {
    expect(templateOfferedFor('rejected', templates)?._id).toBe('reject-1');
    expect(templateOfferedFor('hired', templates)?._id).toBe('offer');
  });

  it('is none for a status that offers nothing, or when no template has the purpose', () => {
    for (const status of ['pending', 'reviewed', 'interviewed'] as const)
      expect(templateOfferedFor(status, templates)).toBeUndefined();
    expect(templateOfferedFor('hired', [template('reject-1', 'rejection')])).toBeUndefined();
    expect(templateOfferedFor('rejected', [])).toBeUndefined();
  });
});
