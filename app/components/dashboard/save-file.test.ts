import { describe, expect, it } from 'vitest';
import { cvFileName } from './save-file.ts';

describe('CV download name', () => {
  it('is the applicant’s name, readable and safe for every file system', () => {
    expect(cvFileName('Lina', 'Haddad')).toBe('Lina-Haddad-CV.pdf');
    expect(cvFileName('José María', "O'Neill")).toBe('José-María-O-Neill-CV.pdf');
    expect(cvFileName('Дилноза', 'Каримова')).toBe('Дилноза-Каримова-CV.pdf');
    expect(cvFileName('../../etc', 'passwd')).toBe('etc-passwd-CV.pdf');
    expect(cvFileName(' ', '<>')).toBe('Applicant-CV.pdf');
  });
});
