import { describe, expect, it } from 'vitest';
import type { Job } from '../../../domain/entities.ts';
import { formatClosingDate } from './closing-date.ts';
import { employmentTypes, jobPostingData, jobPostingDescription } from './job-posting-data.ts';

const JOB: Job = {
  _id: '0123456789abcdef01234567',
  title: 'Protection Engineer',
  type: 'Full-time',
  place: 'Colchester, Essex',
  country: 'United Kingdom',
  isActive: true,
  qualifications: 'Degree in Electrical Engineering',
  experience: '5-7 years',
  responsibilities: 'Relay settings\n\nProtection studies for 132kV substations',
  createdAt: '2026-07-31T23:30:00.000Z',
  updatedAt: '2026-08-02T09:00:00.000Z',
};

const PUBLIC_URL = 'https://www.voltline.example';

describe('JobPosting structured data', () => {
  it.each([
    ['Full-time', ['FULL_TIME']],
    ['FULL TIME', ['FULL_TIME']],
    ['fulltime', ['FULL_TIME']],
    ['Part-time', ['PART_TIME']],
    ['Contract', ['CONTRACTOR']],
    ['Contractor (6 months)', ['CONTRACTOR']],
    ['Temporary', ['TEMPORARY']],
    ['Internship', ['INTERN']],
    ['Summer intern', ['INTERN']],
    ['Full-time or part-time', ['FULL_TIME', 'PART_TIME']],
    ['DESIGN AND ENGINEERING', []],
    ['Internal transfer', []],
    ['Subcontract management', []],
    ['', []],
  ])('maps the type %j to %j', (type, expected) => {
    expect(employmentTypes(type)).toEqual(expected);
  });

  it('names every field Google reads, from the job and the site details', () => {
    expect(jobPostingData(JOB, PUBLIC_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Protection Engineer',
      description: expect.stringContaining(
        '<strong>Qualifications:</strong> Degree in Electrical Engineering',
      ),
      url: 'https://www.voltline.example/careers/0123456789abcdef01234567',
      identifier: { '@type': 'PropertyValue', name: 'Voltline Engineering', value: JOB._id },
      // 23:30 UTC on 31 July is 00:30 on 1 August in London.
      datePosted: '2026-08-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Voltline Engineering',
        sameAs: 'https://www.linkedin.com/company/voltline-engineering-example',
        url: 'https://www.voltline.example/',
        logo: 'https://www.voltline.example/favicon.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Colchester, Essex', addressCountry: 'GB' },
      },
      directApply: false,
    });
  });

  it('gives validThrough only with a closing date: its last second in UK time', () => {
    expect('validThrough' in jobPostingData(JOB, PUBLIC_URL)).toBe(false);
    expect(jobPostingData({ ...JOB, closingDate: '2026-12-12' }, PUBLIC_URL).validThrough).toBe(
      '2026-12-12T23:59:59+00:00',
    );
    expect(jobPostingData({ ...JOB, closingDate: '2026-08-14' }, PUBLIC_URL).validThrough).toBe(
      '2026-08-14T23:59:59+01:00',
    );
  });

  it('leaves employmentType out when the type names none, and lists several when it names several', () => {
    expect('employmentType' in jobPostingData({ ...JOB, type: 'DESIGN AND ENGINEERING' }, PUBLIC_URL)).toBe(
      false,
    );
    expect(jobPostingData({ ...JOB, type: 'Full-time contract' }, PUBLIC_URL).employmentType).toEqual([
      'FULL_TIME',
      'CONTRACTOR',
    ]);
  });

  it.each([
    ['India', 'IN'],
    ['Uzbekistan', 'UZ'],
  ])('writes %s as addressCountry %s', (country, code) => {
    expect(jobPostingData({ ...JOB, country }, PUBLIC_URL).jobLocation.address.addressCountry).toBe(code);
  });

  it('builds the description from the visible qualifications, experience and responsibilities, escaped', () => {
    expect(
      jobPostingDescription({
        qualifications: 'BEng & MSc <b>or</b> "equivalent"\nIET membership',
        experience: "5+ years' <script>",
        responsibilities: 'Relay settings < 1s\n\n  Studies & reports  ',
      }),
    ).toBe(
      '<p><strong>Qualifications:</strong> BEng &amp; MSc &lt;b&gt;or&lt;/b&gt; &quot;equivalent&quot;<br>IET membership</p>' +
        '<p><strong>Experience:</strong> 5+ years&#39; &lt;script&gt;</p>' +
        '<p><strong>Responsibilities:</strong></p>' +
        '<ul><li>Relay settings &lt; 1s</li><li>Studies &amp; reports</li></ul>',
    );
  });

  it('shows a closing date as a long British date', () => {
    expect(formatClosingDate('2026-12-12')).toBe('12 December 2026');
    expect(formatClosingDate('2027-01-01')).toBe('1 January 2027');
  });
});
