import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';

// OWASP Secure Headers Project recommendations. Scripts need a per-request nonce (React Router's
// inline hydration scripts carry it); no 'unsafe-inline' for scripts. Inline style attributes
// stay allowed: React's `style` props (the hero crossfade, sliders) use them and they cannot run
// code. The contact page's OpenStreetMap embeds (loaded only on a visitor's click) are the only
// third-party frames.
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    mediaSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.openstreetmap.org'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  // HSTS is added below, and only when the site is reached over HTTPS.
  strictTransportSecurity: false,
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
});

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Whether the visitor reached the site over HTTPS: on a TLS connection, or, behind a trusted
 * proxy (TRUST_PROXY=on), as its X-Forwarded-Proto says.
 */
export function isHttps(isTls: boolean, forwardedProto: string | undefined, isBehindProxy: boolean): boolean {
  return isTls || (isBehindProxy && forwardedProto === 'https');
}

export function isHttpsRequest(c: Context<AppEnv>): boolean {
  return isHttps(
    c.req.url.startsWith('https:'),
    c.req.header('x-forwarded-proto'),
    c.var.services.config.isBehindProxy,
  );
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  // A route may ask for a stricter referrer policy than the site's (a client's private link to a
  // PDF, decision 028, says no-referrer so its token never leaves in a Referer header).
  let ownReferrerPolicy: string | null = null;
  await headers(c, async () => {
    await next();
    ownReferrerPolicy = c.res.headers.get('Referrer-Policy');
  });
  if (ownReferrerPolicy === 'no-referrer') c.header('Referrer-Policy', ownReferrerPolicy);
  if (isHttpsRequest(c)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
});
