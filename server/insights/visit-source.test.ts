import { describe, expect, it } from 'vitest';
import { campaignOf, referrerHostOf } from './visit-source.ts';

const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe('where a visit came from (decision 029)', () => {
  it("keeps another site's host only", () => {
    const host = { host: 'www.gridline.example' };
    expect(
      referrerHostOf(headers({ ...host, referer: 'https://www.google.com/' }), 'www.gridline.example'),
    ).toBe('www.google.com');
    expect(
      referrerHostOf(
        headers({ ...host, referer: 'https://LinkedIn.com/feed/update?x=1' }),
        'www.gridline.example',
      ),
    ).toBe('linkedin.com');
    // Our own pages, by the Host header (with a port) or by PUBLIC_URL's host.
    expect(
      referrerHostOf(
        headers({ host: 'localhost:3000', referer: 'http://localhost:3000/careers' }),
        'x.example',
      ),
    ).toBeNull();
    expect(
      referrerHostOf(headers({ host: '10.0.0.5', referer: 'https://x.example/a' }), 'x.example'),
    ).toBeNull();
    expect(referrerHostOf(headers({ ...host }), 'www.gridline.example')).toBeNull();
    expect(referrerHostOf(headers({ ...host, referer: 'not a url' }), 'www.gridline.example')).toBeNull();
    expect(
      referrerHostOf(headers({ ...host, referer: 'android-app://com.x/' }), 'www.gridline.example'),
    ).toBeNull();
  });

  it("reads the campaign from the page address's query, each field at most 100 characters", () => {
    expect(campaignOf('/careers')).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
    expect(campaignOf('/careers?country=India')).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(
      campaignOf('/careers.data?utm_source=linkedin&utm_medium=social&utm_campaign=spring%20hires&_routes=x'),
    ).toEqual({
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'spring hires',
    });
    expect(campaignOf(`/?utm_source=${'s'.repeat(300)}&utm_medium=`).utmSource).toHaveLength(100);
    expect(campaignOf('/?utm_source=a&utm_medium=').utmMedium).toBeNull();
  });
});
