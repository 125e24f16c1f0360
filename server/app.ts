import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { apiRoutes } from './http/api-routes.ts';
import type { AppEnv } from './http/app-env.ts';
import { drainRequestBody } from './http/drain-request-body.ts';
import { onApiNotFound, onError } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createSsrHandler } from './http/ssr.ts';
import { buildAssetRoutes, publicUploadRoutes } from './http/static-files.ts';
import type { AppServices } from './services.ts';

export type WebOptions = {
  /** The React Router server build; absent in API-only tests. */
  build: ServerBuild;
  clientBuildDir: string;
};

/** Composes the whole HTTP surface: /api/*, public files, built assets, then server rendering. */
export function createApp(services: AppServices, web?: WebOptions) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use(requestLog);
  app.use(securityHeaders);
  // Body limits live where bodies are read (http/request-body.ts, http/multipart.ts), each
  // route with its own; this drains what a refused request still has on its way.
  app.use(drainRequestBody);
  app.onError(onError);

  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.route('/', apiRoutes());
  api.notFound(onApiNotFound);
  app.route('/api', api);
  app.all('/api/*', onApiNotFound);

  if (services.files.publicRoot) app.route('/', publicUploadRoutes(services.files.publicRoot));
  if (web) {
    app.route('/', buildAssetRoutes(web.clientBuildDir));
    const ssr = createSsrHandler(
      web.build,
      services.config.env === 'production' ? 'production' : 'development',
    );
    app.all('*', (c) => ssr(c));
  }
  return app;
}
