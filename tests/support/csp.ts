import { createHash } from 'node:crypto';

/** The CSP source expression that allows an inline script with this content: 'sha256-…'. */
export function scriptHashSource(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}
