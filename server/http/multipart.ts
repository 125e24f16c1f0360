import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

// Multipart bodies are read whole (files here are at most 10 MB) after a body-size limit that
// answers 413 with the caller's own message, before anything is buffered.

const MULTIPART_OVERHEAD = 512 * 1024;

export function multipartLimit(maxFileBytes: number, message: string) {
  return bodyLimit({
    maxSize: maxFileBytes + MULTIPART_OVERHEAD,
    // The unread rest of the body is abandoned, so the connection cannot be reused: say so, or
    // a keep-alive client's next request on it fails.
    onError: () => {
      throw new AppError('TOO_LARGE', message, { headers: { Connection: 'close' } });
    },
  });
}

export type UploadedFile = { name: string; type: string; bytes: Uint8Array };
export type MultipartBody = { fields: Record<string, string>; files: Record<string, UploadedFile> };

export async function readMultipart(c: Context<AppEnv>): Promise<MultipartBody> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this request as multipart/form-data');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('VALIDATION', 'The form data could not be read');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[name] = value;
    } else if (value.size > 0) {
      files[name] = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
  }
  return { fields, files };
}
