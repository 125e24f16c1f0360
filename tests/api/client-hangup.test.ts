import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

// A caller that hangs up halfway through its request (a closed tab, a phone out of signal) is
// not a fault of the site: its request is logged at info level with nginx's 499 "client closed
// request", never as a 500 at error level that would page someone.

/** Sends the request's head and part of its body, then closes the connection. */
function hangUpAfter(site: SiteProcess, request: string): Promise<void> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(request, () => {
        // Long enough for the server to start reading the body.
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 150);
      });
    });
    socket.on('error', reject);
  });
}

describe('a client that hangs up mid-request', () => {
  let site: SiteProcess;
  beforeAll(async () => {
    site = await startSiteProcess({ entry: 'api', env: { RATE_LIMIT: 'off' } });
  });
  afterAll(async () => site?.stop());

  it.each([
    ['/api/contact', 'application/json', '{"firstName":"Ada","lastName":"Oka'],
    ['/api/auth/login', 'application/json', '{"email":"ada@'],
    ['/api/applications', 'application/json', '{"firstName":"Ada"'],
  ])(
    '%s is logged as 499 "client closed the request" at info level, not a 500 error',
    async (route, type, part) => {
      const before = site.logs.length;
      await hangUpAfter(
        site,
        `POST ${route} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: 5000\r\n\r\n${part}`,
      );
      await expect
        .poll(() => site.logs.slice(before).find((line) => line.msg === 'request' && line.path === route), {
          timeout: 5000,
        })
        .toMatchObject({ level: 30, status: 499 });
      const lines = site.logs.slice(before);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 30, msg: 'client closed the request', method: 'POST', path: route }),
      );
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
      // And the site carries on.
      expect((await call(site, 'GET', '/health')).status).toBe(200);
    },
  );
});
