import type { S3Client } from '@aws-sdk/client-s3';
import { activeTracing, inSpan } from './tracer.ts';

// Decision 030 (traces): a CLIENT span for every S3 operation, named and described by the AWS SDK
// conventions (`S3.PutObject`, rpc.*, aws.s3.*). It is a step of the client's own middleware
// stack, its public extension point, at the start of the chain: the span covers the SDK's retries.
// Object keys are random names (uploads/stored-upload.ts), so they may go into the span.
// https://opentelemetry.io/docs/specs/semconv/object-stores/s3/

/** Adds the span step to the client when tracing is on; leaves it as it is otherwise. */
export function traceS3(client: S3Client, bucket: string): S3Client {
  const tracing = activeTracing();
  if (!tracing) return client;
  client.middlewareStack.add(
    (next, context) => (args) => {
      const operation = context.commandName?.replace(/Command$/, '') ?? 'Unknown';
      const key = 'Key' in args.input && typeof args.input.Key === 'string' ? args.input.Key : undefined;
      return inSpan(
        tracing,
        `S3.${operation}`,
        {
          kind: tracing.api.SpanKind.CLIENT,
          attributes: {
            'rpc.system': 'aws-api',
            'rpc.service': 'S3',
            'rpc.method': operation,
            'aws.s3.bucket': bucket,
            ...(key ? { 'aws.s3.key': key } : {}),
          },
        },
        async (span) => {
          const result = await next(args);
          const { requestId, httpStatusCode } = result.output.$metadata;
          if (requestId) span.setAttribute('aws.request_id', requestId);
          if (httpStatusCode) span.setAttribute('http.response.status_code', httpStatusCode);
          return result;
        },
      );
    },
    { step: 'initialize', priority: 'high', name: 'openTelemetrySpan' },
  );
  return client;
}
