import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { paintBeforeScripts } from './document/paint-before-scripts.ts';
import { NonceContext } from './nonce.ts';
import { requestContext } from './request-context.ts';
import { RequestIdContext } from './request-id.ts';

// Re-exported so the Hono server (server/http/ssr.ts) fills this exact context key.
export { requestContext };

export const streamTimeout = 5_000;

/**
 * A loader or action that failed: logged as JSON through the server's logger (decision 030: the
 * line carries the request's id, which the error page shows), not left to React Router's default
 * console.error. A request the caller abandoned is no fault.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { services } = (context as RouterContextProvider).get(requestContext);
  services.logger.error({ err: error, path: new URL(request.url).pathname }, 'page data failed');
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, services, requestId } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let isShellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Public pages are rendered whole (the render cache keeps them; decision 014), with their
    // scripts asked for after the first paint (document/paint-before-scripts.ts). The staff's
    // sign-in and dashboard are streamed, their scripts at once: they are tools, used at once.
    // Crawlers get the complete document in one piece. (Every form says method="post": one sent
    // before the page is hydrated never puts what was typed into an address.) The development
    // server's document (Vite's client, hot reload) is left as React Router makes it.
    const isPublicPage =
      import.meta.env.PROD && !/^\/(?:dashboard|login)(?:[/?]|$)/.test(new URL(request.url).pathname);
    const readyOption: keyof RenderToPipeableStreamOptions =
      isPublicPage || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <RequestIdContext value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          isShellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          if (isPublicPage) {
            resolve(
              documentText(body).then(
                (html) => new Response(paintBeforeScripts(html), { headers: responseHeaders, status }),
              ),
            );
            return;
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are logged by React Router; these happen while streaming.
          if (isShellRendered)
            services.logger.error({ err: error, path: new URL(request.url).pathname }, 'render error');
        },
      },
    );
  });
}

async function documentText(body: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
