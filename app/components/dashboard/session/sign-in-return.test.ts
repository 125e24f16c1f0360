import { describe, expect, it } from 'vitest';
import {
  leaveSessionNotice,
  loginUrl,
  SESSION_ENDED_NOTICE,
  safeReturnPath,
  takeSessionNotice,
} from './sign-in-return.ts';

describe('where sign-in returns to', () => {
  it('follows a dashboard path with its query', () => {
    expect(safeReturnPath('/dashboard/applications?status=pending&page=2')).toBe(
      '/dashboard/applications?status=pending&page=2',
    );
    expect(safeReturnPath('/admin-dashboard/gallery')).toBe('/admin-dashboard/gallery');
  });

  it('never leaves the dashboard or the site', () => {
    for (const hostile of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example',
      '/careers',
      '/dashboardx',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(hostile)).toBe('/dashboard');
    }
  });

  it('builds the login URL, plain for the dashboard home', () => {
    expect(loginUrl('/dashboard')).toBe('/login');
    expect(loginUrl('/dashboard/jobs?country=India')).toBe(
      '/login?next=%2Fdashboard%2Fjobs%3Fcountry%3DIndia',
    );
  });
});

describe('the session-ended notice', () => {
  it('is shown once', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    leaveSessionNotice(storage);
    expect(takeSessionNotice(storage)).toBe(SESSION_ENDED_NOTICE);
    expect(takeSessionNotice(storage)).toBeNull();
    expect(takeSessionNotice(null)).toBeNull();
  });
});
