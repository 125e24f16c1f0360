import { describe, expect, it } from 'vitest';
import {
  COMPOSE_PARAM,
  composeParam,
  composePath,
  OPENED_HERE,
  openedParam,
  wasOpenedHere,
  withOpened,
  withoutComposing,
  withoutOpened,
} from './opened-in-url.ts';

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

  it('reads ?compose=<template id> only beside ?open=, null when absent or blank', () => {
    expect(composeParam(new URLSearchParams('open=app-1&compose=tpl-2'))).toBe('tpl-2');
    expect(composeParam(new URLSearchParams('compose=tpl-2'))).toBeNull();
    expect(composeParam(new URLSearchParams('open=app-1&compose=%20'))).toBeNull();
    expect(composeParam(new URLSearchParams('open=app-1'))).toBeNull();
  });

  it('links to an application with its composer, and closing removes both parameters', () => {
    const path = composePath('app 1', 'tpl&2');
    expect(path).toBe('/dashboard/applications?open=app+1&compose=tpl%262');
    const search = new URLSearchParams(path.split('?')[1]);
    expect(openedParam(search)).toBe('app 1');
    expect(composeParam(search)).toBe('tpl&2');
    expect(withoutOpened(new URLSearchParams(`status=rejected&${search}`)).toString()).toBe(
      'status=rejected',
    );
    // Once the composer is sent or cancelled the application stays open without it.
    const composed = withoutComposing(search);
    expect(openedParam(composed)).toBe('app 1');
    expect(composed.has(COMPOSE_PARAM)).toBe(false);
  });
});
