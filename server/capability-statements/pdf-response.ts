import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

// A made PDF answered from the file store, streamed (a 40-page statement is megabytes), with the
// name it is saved under.

/** "Northern Grid – Substation works" → "northern-grid-substation-works.pdf" (ASCII, for every browser). */
export function pdfFileName(...parts: (string | null | undefined)[]): string {
  const base = parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return `${base || 'document'}.pdf`;
}

/** The stored PDF behind `fileKey`, or undefined when the file is gone. */
export async function pdfResponse(
  c: Context<AppEnv>,
  fileKey: string,
  options: { disposition: 'inline' | 'attachment'; fileName: string; headers: Record<string, string> },
): Promise<Response | undefined> {
  const stored = await c.var.services.files.open(fileKey);
  if (!stored) return undefined;
  return c.body(stored.body, 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(stored.size),
    'Content-Disposition': `${options.disposition}; filename="${options.fileName}"`,
    'X-Content-Type-Options': 'nosniff',
    ...options.headers,
  });
}
