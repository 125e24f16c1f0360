import type { Context } from 'hono';
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { AppEnv } from './app-env.ts';
import { pageOfPath } from './data-request.ts';
import type { RequestContext } from './request-context.ts';

function findRequestContextKey(build: ServerBuild): RouterContext<RequestContext> {
  const key: unknown = Reflect.get(build.entry.module, 'requestContext');
  if (!key || typeof key !== 'object') {
    throw new Error('app/entry.server.tsx must export requestContext');
  }
  return key as RouterContext<RequestContext>;
}

/**
 * The route pattern of a page's path (`/careers/:slug`), for the request log and the metrics
 * (decision 030): React Router's own matching over the build's routes, so a label is one of the
 * app's routes, never what a stranger typed. A client navigation's `.data` request is its page's.
 */
export function pagePatterns(build: ServerBuild): (pathname: string) => string {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const object = { id: route.id, path: route.path, index: route.index, children: [] } as RouteObject;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), object]);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) =>
      route.index ? route : { ...route, children: attach(byParent.get(route.id) ?? []) },
    );
  const tree = attach(byParent.get(undefined) ?? []);
  return (pathname) => {
    const matches = matchRoutes(tree, pageOfPath(pathname)) ?? [];
    const pattern = matches
      .map((match) => match.route.path ?? '')
      .filter((path) => path !== '')
      .join('/');
    return `/${pattern}`.replace(/\/{2,}/g, '/');
  };
}

/** Renders every non-API, non-file request with React Router, handing it the shared services. */
export function createSsrHandler(build: ServerBuild, mode: string) {
  const handle = createRequestHandler(build, mode);
  const key = findRequestContextKey(build);
  const patternOf = pagePatterns(build);
  return async (c: Context<AppEnv>) => {
    c.set('route', patternOf(c.req.path));
    const loadContext = new RouterContextProvider();
    loadContext.set(key, {
      services: c.var.services,
      nonce: c.var.secureHeadersNonce ?? '',
      requestId: c.get('requestId'),
    });
    return handle(c.req.raw, loadContext);
  };
}
