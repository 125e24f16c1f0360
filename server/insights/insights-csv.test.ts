import { describe, expect, it } from 'vitest';
import type { Insights } from '../../domain/insights.ts';
import { insightsFileName } from '../../domain/insights.ts';
import { insightsCsv } from './insights-csv.ts';

const insights: Insights = {
  from: '2027-01-01',
  to: '2027-01-02',
  visitors: 3,
  pageviews: 5,
  previous: { from: '2026-12-30', to: '2026-12-31', visitors: 1, pageviews: 1 },
  daily: [
    { day: '2027-01-01', visitors: 2, pageviews: 3 },
    { day: '2027-01-02', visitors: 1, pageviews: 2 },
  ],
  topPages: [{ path: '/careers', name: 'Careers', views: 3, visitors: 2 }],
  referrers: [{ host: 'www.google.com', visitors: 1 }],
  // A campaign's name is the visitor's to choose: it must not run as a formula, and its comma
  // must not split the cell.
  campaigns: [{ source: 'news', medium: 'email', campaign: '=HYPERLINK("x"),1', visitors: 1 }],
  countries: [{ country: 'GB', visitors: 3 }],
  devices: [{ device: 'mobile', visitors: 3 }],
  events: [{ kind: 'download', detail: '/uploads/a.pdf', count: 1 }],
  funnels: {
    careers: [{ stage: 'careers', label: 'Careers page', visits: 2 }],
    contact: [{ stage: 'contact', label: 'Contact page', visits: 0 }],
  },
  conversions: [{ path: '/services/protection', name: null, visits: 1, withEnquiry: 0 }],
  isCareersOnly: false,
};

describe('the insights CSV', () => {
  it('is one section per table, an empty line between them, safe to open', () => {
    const text = insightsCsv(insights);
    expect(
      text.startsWith(
        '\uFEFFTotals\r\nPeriod,From,To,Visitors,Page views\r\nThis period,2027-01-01,2027-01-02,3,5\r\n',
      ),
    ).toBe(true);
    const blocks = text.slice(1).split('\r\n\r\n');
    expect(blocks.map((block) => block.split('\r\n')[0])).toEqual([
      'Totals',
      'Daily',
      'Top pages',
      'Careers funnel',
      'Contact funnel',
      'Referrers',
      'Campaigns',
      'Countries',
      'Devices',
      'Events',
      'Conversions',
    ]);
    expect(text).toContain('\r\nnews,email,"\'=HYPERLINK(""x""),1",1\r\n');
    expect(text.endsWith('/services/protection,,1,0\r\n')).toBe(true);
  });

  it('holds the careers figures only for HR', () => {
    const text = insightsCsv({ ...insights, isCareersOnly: true });
    expect(
      text
        .slice(1)
        .split('\r\n\r\n')
        .map((block) => block.split('\r\n')[0]),
    ).toEqual(['Totals', 'Daily', 'Top pages', 'Careers funnel']);
  });

  it('is named for its range', () => {
    expect(insightsFileName(insights)).toBe('insights-2027-01-01-to-2027-01-02.csv');
  });
});
