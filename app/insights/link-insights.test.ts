import { describe, expect, it } from 'vitest';
import { downloadInsight, productLinkInsight } from './link-insights.ts';

const SITE = 'https://www.voltline.example';

describe('the event a link click counts (decision 029)', () => {
  it('counts a file on this site by its path, without the query', () => {
    expect(downloadInsight('/documents/jobs/design-manager.pdf?v=2', SITE)).toEqual({
      kind: 'download',
      detail: '/documents/jobs/design-manager.pdf',
    });
  });

  it('counts a file elsewhere by its host and path', () => {
    expect(downloadInsight('https://files.example.com/jd.pdf', SITE)).toEqual({
      kind: 'download',
      detail: 'files.example.com/jd.pdf',
    });
  });

  it('counts a product link to a PDF as a download and any other as where it leads', () => {
    expect(productLinkInsight('https://maker.example.com/datasheets/ev-1.PDF', SITE)).toEqual({
      kind: 'download',
      detail: 'maker.example.com/datasheets/ev-1.PDF',
    });
    expect(productLinkInsight('https://www.maker.example.com/products/ev-1?ref=x', SITE)).toEqual({
      kind: 'outbound',
      detail: 'www.maker.example.com',
    });
  });

  it('counts nothing for a link that is not an address or stays on this site', () => {
    expect(productLinkInsight('http://[bad', SITE)).toBeNull();
    expect(productLinkInsight(`${SITE}/contact`, SITE)).toBeNull();
  });
});
