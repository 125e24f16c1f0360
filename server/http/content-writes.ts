import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * Marks the public content as changed after a staff write, before its response leaves: once the
 * writer has its answer, every instance's next request renders afresh. The write itself has been
 * stored; if the mark fails the response stands, and the failure is logged (cached pages on other
 * instances may then lag until the next write).
 */
export async function markContentChanged(c: Context<AppEnv>): Promise<void> {
  const { contentVersion, logger } = c.var.services;
  try {
    await contentVersion.raise();
  } catch (error) {
    logger.error({ err: error, path: c.req.path }, 'could not raise the content version after a write');
  }
}
