import { describe, expect, it } from 'vitest';
import { OPENED_HERE, openedParam, wasOpenedHere, withOpened, withoutOpened } from './opened-in-url.ts';

describe('the opened application in the URL', () => {
  it('reads ?open=<id>, null when absent or blank', () => {
    expect(openedParam(new URLSearchParams('open=app-1&page=2'))).toBe('app-1');
    expect(openedParam(new URLSearchParams('open=%20'))).toBeNull();
    expect(openedParam(new URLSearchParams('page=2'))).toBeNull();
  });

  it('opens and closes without touching the filters or the page', () => {
    const search = new URLSearchParams('status=pending&page=3');
    const opened = withOpened(search, 'app-9');
    expect(opened.toString()).toBe('status=pending&page=3&open=app-9');
    expect(withoutOpened(opened).toString()).toBe('status=pending&page=3');
    expect(search.toString()).toBe('status=pending&page=3');
  });

  it('tells an entry pushed by opening a row from one that came with the address', () => {
    expect(wasOpenedHere(OPENED_HERE)).toBe(true);
    for (const other of [null, undefined, 'openedHere', {}, { openedHere: 'yes' }])
      expect(wasOpenedHere(other)).toBe(false);
  });
});
