import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function applicationRoutes() {
  return new Hono<AppEnv>();
}
