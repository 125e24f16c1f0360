import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { CLIENT_CLOSED_STATUS, isClientGone } from './client-gone.ts';

// The one place that turns errors into responses. Expected failures carry their status and the
// spec's message; anything else is a fault: logged with its cause and answered with a 500 that
// reveals nothing about the internals. A caller that hung up is neither: it is logged as what it
// is (client-gone.ts).

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(
      { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      error.status,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const message = error.status === 413 ? 'Request body is too large' : error.message || 'Bad request';
    return c.json({ success: false, message }, error.status as ContentfulStatusCode);
  }
  if (isClientGone(error, c.req.raw.signal)) {
    c.var.services.logger.info(
      { method: c.req.method, path: c.req.path, reason: error.message },
      'client closed the request',
    );
    // No one is there to read it; the status is for the request log (nginx's 499).
    return new Response(null, { status: CLIENT_CLOSED_STATUS });
  }
  c.var.services.logger.error(
    { err: error, method: c.req.method, path: c.req.path },
    'unhandled error while serving request',
  );
  // Decision 030: the id a member of staff can quote, which finds this line in the log.
  return c.json(
    {
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
      requestId: c.get('requestId'),
    },
    500,
  );
};

export const onApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ success: false, message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
