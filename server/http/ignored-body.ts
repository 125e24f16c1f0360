import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { type BodyLimit, limitedBodyChunks } from './limited-body.ts';

// A POST that takes nothing (a WebAuthn challenge, a new authenticator secret) still has a limit
// on what it is sent, like every other write: a body of a few bytes (a client's `{}`) is read and
// dropped, anything past 1 KB is refused with 413 before the route runs, whatever its
// Content-Type says, and its unread rest is drained as for any other refused body.

const IGNORED_BODY_LIMIT: BodyLimit = { maxBytes: 1024, tooLargeMessage: 'Request body is too large' };

export const ignoredBody = createMiddleware<AppEnv>(async (c, next) => {
  for await (const chunk of limitedBodyChunks(c, IGNORED_BODY_LIMIT)) void chunk;
  await next();
});
