import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../content/privacy.ts';
import { DEFAULT_RETENTION_DAYS } from '../../domain/personal-data.ts';
import { loadConfig } from '../config.ts';

// The privacy policy tells people how long the site keeps what they send; the housekeeping
// deletes it then. The two must say the same thing.

describe('retention periods in the privacy policy and the housekeeping', () => {
  it('states the default periods the server deletes at', () => {
    const text = JSON.stringify(privacyPolicy.sections);
    expect(DEFAULT_RETENTION_DAYS).toEqual({ applications: 365, enquiries: 730 });
    expect(text).toContain(
      'Job applications made through this website, with their CVs and our notes on them: twelve months',
    );
    expect(text).toContain('Enquiries sent through this website: two years');
    expect(text).toContain('an enquiry or an application: 90 days');
    const config = loadConfig({});
    expect(config.retention.applicationsMs).toBe(365 * 86_400_000);
    expect(config.retention.enquiriesMs).toBe(730 * 86_400_000);
    expect(config.mail.retentionMs).toBe(90 * 86_400_000);
  });

  it('states how long the withdrawal link in the confirmation e-mail works', () => {
    expect(JSON.stringify(privacyPolicy.sections)).toContain('The link works for 30 days');
    expect(loadConfig({}).withdrawalLinkDays).toBe(30);
  });
});
