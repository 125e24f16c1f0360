import { describe, expect, it } from 'vitest';
import { erasedSummary, exportFileName, heldSummary } from './personal-data-text.ts';

describe('personal data screen words', () => {
  it('names the export after the address, in lower case and safe for a file name', () => {
    expect(exportFileName(' Priya.Sharma@Client.example ')).toBe(
      'personal-data-priya.sharma@client.example.json',
    );
    expect(exportFileName('a/b"c@x.example')).toBe('personal-data-a-b-c@x.example.json');
  });

  it('counts what an export found, in the singular where it is one', () => {
    expect(heldSummary({ applications: [{}, {}], enquiries: [{}], emails: [{}, {}, {}] })).toBe(
      '2 applications, 1 enquiry and 3 e-mails',
    );
    expect(heldSummary({ applications: [], enquiries: [], emails: [] })).toBeNull();
  });

  it('counts what an erasure removed, or says nothing was there', () => {
    expect(erasedSummary({ applications: 1, cvs: 1, enquiries: 0, emails: 2 })).toBe(
      '1 application, 1 CV, 0 enquiries and 2 e-mails',
    );
    expect(erasedSummary({ applications: 0, cvs: 0, enquiries: 0, emails: 0 })).toBeNull();
  });
});
