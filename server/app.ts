import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { apiRoutes } from './http/api-routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { auditStaffWrite } from './http/audit.ts';
import { compressOnTheFly } from './http/compress.ts';
import { markContentChanged } from './http/content-writes.ts';
import { countPageViews } from './http/count-page-views.ts';
import { drainRequestBody } from './http/drain-request-body.ts';
import { onApiNotFound, onError } from './http/error-handler.ts';
import { pageCache } from './http/page-cache.ts';
import { requestLog } from './http/request-log.ts';
import { metricsRoutes } from './http/routes/metrics.ts';
import { publicDocumentRoutes } from './http/routes/public-documents.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createSsrHandler } from './http/ssr.ts';
import { buildAssetRoutes, publicUploadRoutes, storedPublicUploadRoutes } from './http/static-files.ts';
import type { AppServices } from './services.ts';
import { traceRequests } from './telemetry/trace-requests.ts';
import { activeTracing } from './telemetry/tracer.ts';

export type WebOptions = {
  /** The React Router server build; absent in API-only tests. */
  build: ServerBuild;
  clientBuildDir: string;
};

/** Composes the whole HTTP surface: /api/*, public files, built assets, then server rendering. */
export function createApp(services: AppServices, web?: WebOptions) {
  const app = new Hono<AppEnv>();
  // Decision 030: with tracing on, a span around each request, first so that all it does is inside.
  if (activeTracing()) app.use(traceRequests);
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use(requestLog);
  // Outside the render cache: what it keeps is compressed already; the rest (the dashboard,
  // signed-in API reads, errors) is compressed on the fly. Images are never recompressed.
  app.use(compressOnTheFly);
  // Decision 029: page views, counted in front of the render cache so kept pages count too.
  app.use(countPageViews);
  app.use(pageCache);
  app.use(securityHeaders);
  // Body limits live where bodies are read (http/request-body.ts, http/multipart.ts), each
  // route with its own; this drains what a refused request still has on its way.
  app.use(drainRequestBody);
  app.onError(onError);

  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    // An anonymous read answers what anyone may see: the render cache may keep it. Health is
    // live by nature.
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    const isAnonymousRead = isRead && !c.req.header('authorization') && c.req.path !== '/api/health';
    c.set('isPublic', isAnonymousRead);
    await next();
    if (!c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', isAnonymousRead && c.res.status === 200 ? 'no-cache' : 'no-store');
    // Staff writes (only a signed-in administrator changes content) make every cached page out of
    // date; anonymous submissions (enquiries, applications) cannot, so no stranger can empty the
    // cache. Each staff write goes into the activity log (http/audit.ts). A write that changed
    // nothing public (a draft, decision 024) says so and leaves the version alone.
    if (!isRead && c.res.status < 400 && c.get('admin')) {
      if (!c.get('isPublicContentUnchanged')) await markContentChanged(c);
      await auditStaffWrite(c);
    }
  });
  api.route('/', apiRoutes());
  api.notFound(onApiNotFound);
  app.route('/api', api);
  app.all('/api/*', onApiNotFound);

  // Decision 030: the operator's metrics (Prometheus text), outside the API.
  app.route('/', metricsRoutes());
  // Decision 028: public PDFs (a case study's, a client's private link), before server rendering.
  app.route('/', publicDocumentRoutes());
  const { publicRoot } = services.files;
  app.route('/', publicRoot ? publicUploadRoutes(publicRoot) : storedPublicUploadRoutes(services.files));
  if (web) {
    app.route('/', buildAssetRoutes(web.clientBuildDir));
    const ssr = createSsrHandler(
      web.build,
      services.config.env === 'production' ? 'production' : 'development',
    );
    app.all('*', (c) => {
      c.set('isPublic', true);
      return ssr(c);
    });
  }
  return app;
}
