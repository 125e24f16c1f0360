import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { clientAddress } from './client-address.ts';
import { requestTarget } from './page-cache.ts';

// Decision 029: every page answered by the app (a render cache hit this side of the fast path, a
// page rendered afresh, a client navigation's `.data`) is offered to the counter once it has been
// answered; insights/countable.ts decides whether it is a page view. In front of the render cache,
// so a kept page counts like a rendered one. Hits the fast path answers are counted there.
export const countPageViews = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Only GETs can count: everything else leaves at once.
  if (c.req.method !== 'GET') return;
  c.var.services.insights.countPageView({
    method: 'GET',
    target: requestTarget(c),
    status: c.res.status,
    header: (name) => c.req.header(name),
    address: clientAddress(c),
  });
});
