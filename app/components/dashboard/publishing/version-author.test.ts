import { describe, expect, it } from 'vitest';
import { versionAuthor } from './version-author.ts';

describe('who kept a version', () => {
  it('names staff by email and the server in words', () => {
    expect(versionAuthor('sam@voltline.example')).toBe('by sam@voltline.example');
    expect(versionAuthor('schedule')).toBe('by the schedule');
    expect(versionAuthor('system')).toBe('as it was before the history began');
    expect(versionAuthor('')).toBe('by an unknown user');
  });
});
