import type { DiagLogger } from '@opentelemetry/api';
import type { Sampler } from '@opentelemetry/sdk-trace';
import type { Logger } from '../logger.ts';
import { setTracing } from './tracer.ts';

// Decision 030 (traces): OpenTelemetry traces, sent over OTLP/HTTP when an endpoint is configured.
// The SDK, the exporter and the API are imported here, on demand, and only then: without an
// endpoint the server loads and runs nothing of OpenTelemetry (start-tracing.test.ts watches it).
//
// The settings are the standard OTEL_* variables, read from process.env here and not in
// config.ts: the exporter reads most of them itself (OTEL_EXPORTER_OTLP_ENDPOINT or
// ..._TRACES_ENDPOINT, ..._HEADERS, ..._TIMEOUT, ..._COMPRESSION, the certificate files), and so
// does the resource (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES); this SDK leaves the sampler and
// the batch settings to its caller, so those few are read below under their standard names.
// https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/

export type StopTracing = () => Promise<void>;

const SERVICE_NAME = 'voltline-site';
// A collector that does not answer must not hold up shutdown (main.ts gives the whole of it 20 s).
const SHUTDOWN_LIMIT_MS = 5_000;

/** True when an OTLP endpoint is set and the SDK is not switched off. */
export function isTracingConfigured(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

// One provider per process however many servers it starts (the API tests start several):
// OpenTelemetry's registrations are global. The last server to stop shuts it down.
let provider: Promise<StopTracing> | undefined;
let users = 0;

/**
 * Starts tracing when configured, before the services are built (they ask tracer.ts whether to
 * trace as they are made). Answers the function that flushes what is left and stops.
 */
export async function startTracing(logger: Logger): Promise<StopTracing> {
  if (!isTracingConfigured(process.env)) return async () => {};
  users += 1;
  provider ??= startProvider(process.env, logger);
  let stopProvider: StopTracing;
  try {
    stopProvider = await provider;
  } catch (error) {
    users -= 1;
    provider = undefined;
    throw error;
  }
  let isStopped = false;
  return async () => {
    if (isStopped) return;
    isStopped = true;
    users -= 1;
    if (users > 0) return;
    provider = undefined;
    await stopProvider();
  };
}

async function startProvider(env: NodeJS.ProcessEnv, logger: Logger): Promise<StopTracing> {
  const [api, { AsyncLocalStorageContextManager }, sdk, { OTLPTraceExporter }, resources] = await Promise.all(
    [
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ],
  );
  // The exporter reports a collector it cannot reach through diag, silent unless given a logger.
  api.diag.setLogger(diagLogger(logger), { logLevel: api.DiagLogLevel.WARN, suppressOverrideMessage: true });
  // A span started while serving a request is the request span's child, through every await.
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const tracerProvider = new sdk.TracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, win over the default name.
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': SERVICE_NAME }))
      .merge(resources.detectResources({ detectors: [resources.envDetector] })),
    sampler: samplerFrom(env, sdk, logger),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter(), ...batchOptions(env) })],
  });
  api.trace.setGlobalTracerProvider(tracerProvider);
  setTracing({ api, tracer: tracerProvider.getTracer(SERVICE_NAME) });
  // This exporter speaks OTLP over HTTP as JSON, which the OpenTelemetry Collector (port 4318)
  // and the usual backends take.
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL)?.trim();
  if (protocol && protocol !== 'http/json')
    logger.warn({ protocol }, 'traces are sent as OTLP http/json whatever OTEL_EXPORTER_OTLP_PROTOCOL says');
  logger.info(
    { endpoint: originOf(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT) },
    'sending traces over OTLP',
  );

  return async () => {
    setTracing(undefined);
    let timer: NodeJS.Timeout | undefined;
    const isFlushed = await Promise.race([
      tracerProvider.shutdown().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), SHUTDOWN_LIMIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!isFlushed) logger.warn('the trace collector did not take the last spans within 5 s; they are lost');
    api.trace.disable();
    api.context.disable();
    api.diag.disable();
  };
}

type Sdk = typeof import('@opentelemetry/sdk-trace');

/** OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG; by default every trace a caller did not decline. */
function samplerFrom(env: NodeJS.ProcessEnv, sdk: Sdk, logger: Logger): Sampler {
  const name = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || 'parentbased_always_on';
  const argument = Number(env.OTEL_TRACES_SAMPLER_ARG?.trim() || '1');
  const ratio = argument >= 0 && argument <= 1 ? argument : 1;
  switch (name) {
    case 'always_on':
      return new sdk.AlwaysOnSampler();
    case 'always_off':
      return new sdk.AlwaysOffSampler();
    case 'traceidratio':
      return new sdk.TraceIdRatioBasedSampler(ratio);
    case 'parentbased_always_off':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(ratio) });
    default:
      if (name !== 'parentbased_always_on')
        logger.warn(
          { sampler: name },
          'OTEL_TRACES_SAMPLER is not one this server knows; sampling every trace',
        );
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() });
  }
}

/** The OTEL_BSP_* variables: how often and in what batches spans are sent. */
function batchOptions(env: NodeJS.ProcessEnv) {
  const positive = (value: string | undefined) => {
    const number = value?.trim() ? Number(value) : Number.NaN;
    return Number.isInteger(number) && number > 0 ? number : undefined;
  };
  return {
    scheduledDelayMillis: positive(env.OTEL_BSP_SCHEDULE_DELAY),
    exportTimeoutMillis: positive(env.OTEL_BSP_EXPORT_TIMEOUT),
    maxQueueSize: positive(env.OTEL_BSP_MAX_QUEUE_SIZE),
    maxExportBatchSize: positive(env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE),
  };
}

function diagLogger(logger: Logger): DiagLogger {
  const at =
    (level: 'error' | 'warn' | 'info' | 'debug') =>
    (message: string, ...details: unknown[]) =>
      logger[level](details.length > 0 ? { details } : {}, `opentelemetry: ${message}`);
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), verbose: at('debug') };
}

/** Where spans go, for the start line: scheme, host and port only (a URL may carry a secret). */
function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}
