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

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await headers(c, async () => {
    await next();
  });
  const { config } = c.var.services;
  const isHttps =
    new URL(c.req.url).protocol === 'https:' ||
    (config.isBehindProxy && c.req.header('x-forwarded-proto') === 'https');
  if (isHttps) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
});
