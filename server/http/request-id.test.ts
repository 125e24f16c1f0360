import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a plain token a proxy or client sent', () => {
    for (const id of ['abc', 'f3b1c2d4-1111-4222-8333-944455556666', 'req_01.J:k-9', 'x'.repeat(128)])
      expect(requestIdOf(id)).toBe(id);
    expect(requestIdOf(['first-id', 'second-id'])).toBe('first-id');
  });

  it('makes a new one when none came, or what came could forge a log line or a header', () => {
    const hostile = [
      '',
      ' ',
      'x'.repeat(129),
      'a b',
      'a"b',
      'a\\b',
      'line\nbreak',
      'ä',
      '<script>',
      'a,b',
      '{"level":60}',
    ];
    for (const id of [undefined, ...hostile]) expect(requestIdOf(id), String(id)).toMatch(UUID);
    expect(new Set(Array.from({ length: 100 }, () => requestIdOf(undefined))).size).toBe(100);
  });
});
