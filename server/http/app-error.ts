// The one application error type (STYLE.md §4): thrown anywhere, turned into a response only in
// http/error-handler.ts. Codes map to the HTTP statuses of DESIGN.md's API conventions.

const STATUS_BY_CODE = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  // A one-time link already used, or past its date (decision 017).
  GONE: 410,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly errors: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): (typeof STATUS_BY_CODE)[AppErrorCode] {
    return STATUS_BY_CODE[this.code];
  }
}
