import type * as OpenTelemetry from '@opentelemetry/api';

// Decision 030 (traces): the one place the instrumentation points (http, database, S3, SMTP) learn
// whether tracing is on. Only types come from OpenTelemetry here: the API module itself arrives
// with the SDK, loaded by start-tracing.ts when an OTLP endpoint is configured. Until then
// `activeTracing()` answers undefined, each point leaves its client as it is when it is built, and
// nothing of OpenTelemetry is loaded or run.

export type Tracing = {
  api: typeof OpenTelemetry;
  tracer: OpenTelemetry.Tracer;
};

let current: Tracing | undefined;

/** The running tracer, or undefined when tracing is off. */
export function activeTracing(): Tracing | undefined {
  return current;
}

/** Set by start-tracing.ts when the provider starts, cleared when it stops. */
export function setTracing(tracing: Tracing | undefined): void {
  current = tracing;
}

/**
 * Runs `work` inside a new span that is the active one meanwhile (so spans made by the work are
 * its children), and ends it; a failure marks the span and is thrown on.
 */
export function inSpan<T>(
  tracing: Tracing,
  name: string,
  options: OpenTelemetry.SpanOptions,
  work: (span: OpenTelemetry.Span) => Promise<T>,
): Promise<T> {
  return tracing.tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      markFailed(tracing, span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Error status with the error's kind (its code or class name), never its message: messages may
 * carry what a visitor typed or an e-mail address, which have no place in a tracing backend.
 * https://opentelemetry.io/docs/specs/semconv/general/recording-errors/
 */
export function markFailed(tracing: Tracing, span: OpenTelemetry.Span, error: unknown): void {
  span.setAttribute('error.type', errorType(error));
  span.setStatus({ code: tracing.api.SpanStatusCode.ERROR });
}

function errorType(error: unknown): string {
  if (!(error instanceof Error)) return '_OTHER';
  if ('code' in error && typeof error.code === 'string' && error.code !== '') return error.code;
  return error.name;
}
