import type { Context } from 'hono';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { AppEnv } from './app-env.ts';
import type { RequestContext } from './request-context.ts';

function findRequestContextKey(build: ServerBuild): RouterContext<RequestContext> {
  const key: unknown = Reflect.get(build.entry.module, 'requestContext');
  if (!key || typeof key !== 'object') {
    throw new Error('app/entry.server.tsx must export requestContext');
  }
  return key as RouterContext<RequestContext>;
}

/** Renders every non-API, non-file request with React Router, handing it the shared services. */
export function createSsrHandler(build: ServerBuild, mode: string) {
  const handle = createRequestHandler(build, mode);
  const key = findRequestContextKey(build);
  return async (c: Context<AppEnv>) => {
    const loadContext = new RouterContextProvider();
    loadContext.set(key, { services: c.var.services, nonce: c.var.secureHeadersNonce ?? '' });
    return handle(c.req.raw, loadContext);
  };
}
