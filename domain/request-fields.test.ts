import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudyFormSchema } from './case-study.ts';
import { galleryCategorySchema } from './gallery.ts';
import { MESSAGES } from './messages.ts';
import { fieldNamesOf, unknownFieldErrors } from './request-fields.ts';
import { passwordChangeSchema, staffUpdateSchema } from './staff.ts';

describe('the fields a request takes (decision 022)', () => {
  it('reads the field names through refinements, transforms and partial objects', () => {
    expect([...(fieldNamesOf(staffUpdateSchema) ?? [])].sort()).toEqual(
      ['email', 'isDisabled', 'name', 'password', 'role'].sort(),
    );
    expect([...(fieldNamesOf(passwordChangeSchema) ?? [])]).toEqual(['currentPassword', 'newPassword']);
    expect([...(fieldNamesOf(galleryCategorySchema) ?? [])]).toEqual([
      'id',
      'name',
      'displayOrder',
      'isActive',
    ]);
    expect([...(fieldNamesOf(caseStudyFormSchema) ?? [])]).toEqual([
      'name',
      'description',
      'content',
      'link',
      'sections',
    ]);
    expect(fieldNamesOf(z.preprocess((value) => value, z.object({ a: z.string() })))).toEqual(new Set(['a']));
  });

  it('names each field a schema does not read, and none it does', () => {
    expect(unknownFieldErrors(staffUpdateSchema, { disabled: true, name: 'Kit' })).toEqual({
      disabled: 'Unknown field "disabled": this request does not take it',
    });
    expect(unknownFieldErrors(staffUpdateSchema, { isDisabled: true })).toEqual({});
    expect(MESSAGES.api.unknownField('x')).toContain('"x"');
  });

  it('leaves a schema that is not an object, and input that is not one, to the schema', () => {
    expect(fieldNamesOf(z.string())).toBeUndefined();
    expect(unknownFieldErrors(z.string(), { a: 1 })).toEqual({});
    expect(unknownFieldErrors(staffUpdateSchema, 'text')).toEqual({});
  });
});
