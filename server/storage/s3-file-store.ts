import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { traceS3 } from '../telemetry/trace-s3.ts';
import { type FileStore, isSafeKey } from './file-store.ts';

// Files in an S3-compatible bucket (AWS S3, MinIO, Garage, Cloudflare R2 and the like), chosen
// by S3_BUCKET, so several instances share one set of files and nothing stays on their disks.
// The bucket stays private: no object is ever written with a public ACL. Public files are served
// through the app (/uploads/..., with long cache headers), CVs only through the API to a
// signed-in administrator, streamed in both cases.

export type S3Settings = {
  bucket: string;
  region: string;
  /** For services other than AWS; AWS itself needs none. */
  endpoint: string | undefined;
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** https://host/bucket/key rather than https://bucket.host/key (MinIO and most self-hosted). */
  forcePathStyle: boolean;
};

// Public names are random and never reused, so a copy anywhere may be kept for a year.
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's newer default (a CRC trailer on every
    // upload, a checksum header on every read) is refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request (5xx, logged) instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  // Decision 030: with tracing on, each operation is a span.
  traceS3(client, settings.bucket);
  const Bucket = settings.bucket;

  function checkedKey(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return key;
  }
  const cacheControlOf = (key: string) =>
    key.startsWith('public/') ? PUBLIC_CACHE_CONTROL : 'private, no-store';

  return {
    describe: { kind: 's3', bucket: settings.bucket },
    publicRoot: undefined,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControlOf(key),
        }),
      );
    },
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: cacheControlOf(key),
        }),
      );
      await rm(filePath, { force: true });
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!object.Body) return undefined;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // Deleting a key that is not there succeeds, as on local disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}
