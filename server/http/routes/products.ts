import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function productRoutes() {
  return new Hono<AppEnv>();
}
