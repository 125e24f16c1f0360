import { describe, expect, it } from 'vitest';
import { linksFor, screenAreaOf } from './nav-links.ts';

const labels = (pathname: string, role: 'admin' | 'hr' | 'editor') =>
  linksFor(pathname, role).map((link) => link.label);

describe('the sidebar by role', () => {
  it('shows an administrator everything, with the staff screens', () => {
    expect(labels('/dashboard', 'admin')).toEqual([
      'Overview',
      'Insights',
      'My interviews',
      'Job Listings',
      'Applications',
      'E-mail templates',
      'Enquiries',
      'Outbox',
      'Gallery',
      'Case Studies',
      'Products',
      'Site content',
      'Media Library',
      'Capability statements',
      'Accreditations',
      'Staff',
      'Activity',
      'Personal Data',
      'Your Account',
    ]);
  });

  it('shows HR recruitment only and an editor content only', () => {
    expect(labels('/dashboard/jobs', 'hr')).toEqual([
      'Overview',
      'Insights',
      'My interviews',
      'Job Listings',
      'Applications',
      'E-mail templates',
      'Enquiries',
      'Outbox',
      'Your Account',
    ]);
    expect(labels('/dashboard/gallery', 'editor')).toEqual([
      'Overview',
      'Insights',
      'My interviews',
      'Gallery',
      'Case Studies',
      'Products',
      'Site content',
      'Media Library',
      'Capability statements',
      'Your Account',
    ]);
    expect(labels('/admin-dashboard', 'hr')).toEqual(['Return to Dashboard']);
  });
});

describe('the area of a screen', () => {
  it('is that of the longest link containing the path', () => {
    expect(screenAreaOf('/dashboard')).toBe('anyone');
    expect(screenAreaOf('/dashboard/')).toBe('anyone');
    expect(screenAreaOf('/dashboard/jobs/edit/abc')).toBe('recruitment');
    expect(screenAreaOf('/dashboard/applications')).toBe('recruitment');
    expect(screenAreaOf('/dashboard/email-templates')).toBe('recruitment');
    expect(screenAreaOf('/dashboard/capability-statements/new')).toBe('content');
    expect(screenAreaOf('/dashboard/capability-statements/abc')).toBe('content');
    expect(screenAreaOf('/dashboard/accreditations')).toBe('staff');
    expect(screenAreaOf('/dashboard/products')).toBe('content');
    expect(screenAreaOf('/dashboard/site-content')).toBe('content');
    expect(screenAreaOf('/dashboard/site-content/team')).toBe('content');
    expect(screenAreaOf('/dashboard/media')).toBe('content');
    expect(screenAreaOf('/admin-dashboard')).toBe('content');
    expect(screenAreaOf('/admin-dashboard/gallery')).toBe('content');
    expect(screenAreaOf('/dashboard/staff')).toBe('staff');
    expect(screenAreaOf('/dashboard/personal-data')).toBe('staff');
    expect(screenAreaOf('/dashboard/account')).toBe('anyone');
    expect(screenAreaOf('/dashboard/insights')).toBe('anyone');
  });
});
