import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Decision 030 (traces): without an OTLP endpoint nothing of OpenTelemetry is loaded. A fresh Node
// process (this one has loaded whatever other tests loaded) records every module it resolves
// through module.registerHooks, imports the server with everything it imports (and the S3 and
// SMTP modules, loaded lazily when configured), starts and stops tracing, and prints the
// OpenTelemetry packages it met. The same probe with an endpoint set shows that it sees them.
// The API package alone may appear without one: prom-client (the metrics) requires it for its
// exemplars. It is a few kilobytes of no-op facades until a provider is registered.

const root = path.resolve(import.meta.dirname, '..', '..');
const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(path.join(root, file)).href);

const PROBE = `
import { registerHooks } from 'node:module';
const resolved = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    resolved.add(result.url);
    return result;
  },
});
await import(${moduleUrl('server/server.ts')});
await import(${moduleUrl('server/storage/s3-file-store.ts')});
await import(${moduleUrl('server/mail/smtp-transport.ts')});
const { createLogger } = await import(${moduleUrl('server/logger.ts')});
const { startTracing } = await import(${moduleUrl('server/telemetry/start-tracing.ts')});
const stop = await startTracing(createLogger('silent'));
await stop();
const packages = [...resolved]
  .map((url) => /\\/node_modules\\/(@opentelemetry\\/[^/]+)\\//.exec(url)?.[1])
  .filter((name) => name !== undefined);
process.stdout.write(JSON.stringify([...new Set(packages)]), () => process.exit(0));
`;

async function openTelemetryPackagesLoaded(env: Record<string, string>): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PROBE], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
  });
  const names: unknown = JSON.parse(stdout);
  if (!Array.isArray(names)) throw new Error(`unexpected probe output: ${stdout}`);
  return names.map(String);
}

async function sdkPackagesLoaded(env: Record<string, string>): Promise<string[]> {
  return (await openTelemetryPackagesLoaded(env)).filter((name) => name !== '@opentelemetry/api');
}

describe('startTracing', () => {
  it('loads nothing of the OpenTelemetry SDK when no OTLP endpoint is set', async () => {
    expect(await sdkPackagesLoaded({})).toEqual([]);
  });

  it('loads nothing of it either when OTEL_SDK_DISABLED=true, endpoint or not', async () => {
    expect(
      await sdkPackagesLoaded({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
        OTEL_SDK_DISABLED: 'true',
      }),
    ).toEqual([]);
  });

  it('loads the SDK and the OTLP exporter when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const loaded = await openTelemetryPackagesLoaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(loaded).toEqual(
      expect.arrayContaining(['@opentelemetry/sdk-trace', '@opentelemetry/exporter-trace-otlp-http']),
    );
  });

  it('also starts with only OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set', async () => {
    const loaded = await openTelemetryPackagesLoaded({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:9/v1/traces',
    });
    expect(loaded).toContain('@opentelemetry/sdk-trace');
  });
});
