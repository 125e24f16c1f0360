import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The caller's address for rate limits. X-Forwarded-For is only believed behind a trusted proxy
 * (TRUST_PROXY=on): anyone can send the header, so otherwise it would let a client pick its own.
 * Even then only its last entry: the one our proxy (a load balancer, nginx with
 * $proxy_add_x_forwarded_for) appended from the connection it accepted. Entries before it came
 * from the client and could name any address.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.services.config.isBehindProxy) {
    const forwarded = lastForwarded(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const lastForwarded = (header: string | undefined) => header?.split(',').at(-1)?.trim();

/** The same address, from a Node request (the render cache's fast path, decision 029's counting). */
export function clientAddressOf(request: IncomingMessage, isBehindProxy: boolean): string {
  if (isBehindProxy) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = lastForwarded(Array.isArray(header) ? header.at(-1) : header);
    if (forwarded) return forwarded;
  }
  return request.socket.remoteAddress ?? 'unknown';
}
