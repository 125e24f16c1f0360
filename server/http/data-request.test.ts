import { describe, expect, it } from 'vitest';
import { pageOfPath } from './data-request.ts';

describe('the page of a request path', () => {
  it("is a data request's page, and any other path itself", () => {
    expect(pageOfPath('/careers.data')).toBe('/careers');
    expect(pageOfPath('/_.data')).toBe('/');
    expect(pageOfPath('/_root.data')).toBe('/');
    expect(pageOfPath('/services/_.data')).toBe('/services/');
    expect(pageOfPath('/careers/0123.data')).toBe('/careers/0123');
    expect(pageOfPath('/careers')).toBe('/careers');
    expect(pageOfPath('/')).toBe('/');
  });
});
