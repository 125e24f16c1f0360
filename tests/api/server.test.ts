import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from '../support/api-server.ts';
import { testDatabaseKinds } from '../support/test-databases.ts';

describe.each(testDatabaseKinds())('HTTP server foundation on %s', (kind) => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('GET /api/health answers 200 with the database reachable', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'up', databaseKind: kind, files: 'up', filesKind: 'local' },
    });
  });

  it('GET /api/health answers 503 once the database is gone', async () => {
    const other = await startApiServer(kind);
    await other.services.db.destroy();
    const response = await fetch(`${other.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, data: { database: 'down', files: 'up' } });
    await other.stop().catch(() => {});
  });

  it('sends the OWASP security headers, with a CSP that allows no inline scripts', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Plain HTTP: HSTS would be meaningless and is left out.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the request arrived over HTTPS through a trusted proxy', async () => {
    const proxied = await startApiServer(kind, { TRUST_PROXY: 'on' });
    const response = await fetch(`${proxied.url}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    await proxied.stop();
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: 'No API route for GET /api/no-such-thing',
    });
  });

  it('refuses a JSON body over the limit with 413 and a clear message', async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('seeds the three default gallery categories on first start', async () => {
    const rows = await server.services.db
      .selectFrom('galleryCategories')
      .select(['slug', 'name', 'displayOrder', 'isActive'])
      .orderBy('displayOrder')
      .execute();
    expect(rows).toEqual([
      { slug: 'siteVisit', name: 'Site Visit', displayOrder: 0, isActive: 1 },
      { slug: 'officeActivities', name: 'Office Activities', displayOrder: 1, isActive: 1 },
      { slug: 'training', name: 'Training', displayOrder: 2, isActive: 1 },
    ]);
  });
});
