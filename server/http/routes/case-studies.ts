import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export function caseStudyRoutes() {
  return new Hono<AppEnv>();
}
