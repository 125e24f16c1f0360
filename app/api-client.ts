import { z } from 'zod';
import { STORAGE_KEYS } from '../domain/constants.ts';
import { MESSAGES } from '../domain/messages.ts';
import { browserStorage } from './stored-session.ts';

// DESIGN.md: the browser calls the API through this one module. Base path /api; the bearer token
// from localStorage key `token` rides on every request when one is stored (public-site.md §6,
// admin.md §7); a non-OK answer becomes an ApiError carrying the body's `message`, else
// 'API error: {status}', and is logged. A successful answer is parsed with the caller's response
// schema from domain/answers/ (STYLE.md: nothing that came over the network is cast); one that
// does not match is an ApiError too, so a screen shows a banner instead of failing later.

export const API_BASE = '/api';

export class ApiError extends Error {
  readonly status: number;
  /** The server's per-field messages (DESIGN.md API conventions), when it sent any. */
  readonly fieldErrors: Record<string, string>;
  /** The whole failure answer, for the few that say more than a message (decision 027: mfaRequired). */
  readonly body: Record<string, unknown>;

  constructor(
    message: string,
    status: number,
    fieldErrors: Record<string, string> = {},
    body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

export function storedToken(): string | null {
  return browserStorage()?.getItem(STORAGE_KEYS.token) ?? null;
}

/**
 * admin.md §8: the banner text for a failed call — the server's message, or the screen's own
 * fallback ('Failed to login', 'Failed to fetch applications') when it sent none or was
 * unreachable (the client's 'API error: {status}' is only the last resort of §7).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.message === '' || error.message === MESSAGES.api.error(error.status)) return fallback;
  return error.message;
}

function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an answer's body as JSON; a body that is not JSON reads as null. */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Listeners told of every 401 (the dashboard's session ends there, admin.md §4). */
const unauthorisedListeners = new Set<() => void>();

/** Calls `listener` whenever an authenticated call is answered 401; returns the unsubscribe. */
export function onUnauthorised(listener: () => void): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

// Only ever used for failures, which settle() turns into an ApiError before parsing.
const acknowledged = z.unknown();

// ours: a 2xx answer that is not what the client expects (a proxy's page, an older server).
const UNEXPECTED_ANSWER = 'The server sent an answer this page does not understand.';

/** Turns a status and body into the parsed answer, or throws the ApiError the spec describes. */
export function settle<S extends z.ZodType>(status: number, body: unknown, schema: S): z.output<S> {
  if (status >= 200 && status < 300) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    console.warn(`${API_BASE} answer did not match its schema:`, parsed.error.issues.slice(0, 3));
    throw new ApiError(UNEXPECTED_ANSWER, status);
  }
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message !== ''
      ? body.message
      : MESSAGES.api.error(status);
  const errors = isRecord(body) && isRecord(body.errors) ? body.errors : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  console.warn(`${API_BASE} call failed:`, status, message);
  if (status === 401 && storedToken()) for (const listener of unauthorisedListeners) listener();
  throw new ApiError(message, status, fieldErrors, isRecord(body) ? body : {});
}

type RequestOptions = { method?: string; json?: unknown; signal?: AbortSignal };

/**
 * A JSON call to `/api{path}`, its answer parsed with `schema`. Network failures surface as an
 * ApiError with status 0.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn(`${API_BASE}${path} unreachable:`, error);
    throw new ApiError(MESSAGES.api.error(0), 0);
  }
  return settle(response.status, parseBody(await response.text()), schema);
}

/**
 * A multipart upload to `/api{path}` with progress as a percentage (public-site.md §7 upload-cv:
 * "upload progress reported as a percentage"). fetch cannot report upload progress, so this uses
 * XMLHttpRequest.
 */
export function apiUpload<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  options: { method?: string; onProgress?: (percent: number) => void } = {},
): Promise<z.output<S>> {
  const { onProgress } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', `${API_BASE}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      try {
        resolve(settle(request.status, parseBody(request.responseText), schema));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new ApiError(MESSAGES.api.error(0), 0)));
    request.addEventListener('abort', () => reject(new ApiError(MESSAGES.api.error(0), 0)));
    request.send(form);
  });
}

/**
 * A private file from `/api{path}` (a CV, a CSV export), fetched with the bearer token so it never
 * needs a public URL. Failures become ApiErrors like every other call.
 */
export async function apiDownload(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: authHeaders() });
  } catch (error) {
    console.warn(`${API_BASE}${path} unreachable:`, error);
    throw new ApiError(MESSAGES.api.error(0), 0);
  }
  if (!response.ok) settle(response.status, parseBody(await response.text()), acknowledged);
  return response.blob();
}
