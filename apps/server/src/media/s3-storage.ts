// Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2…), so every instance
// sharing one database shows the same images. Selected by MEDIA_S3_BUCKET (env.ts); loaded only then.
// The SDK (about 25 MB once loaded) is imported at run time, never statically: the server bundle hoists
// static imports of npm packages to its top, which would load it in every process.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../env';
import {
  assertSafeName,
  MEDIA_CACHE_CONTROL,
  type MediaEntry,
  type MediaHeaders,
  type MediaRead,
  type MediaStorage,
  SAFE_MEDIA_NAME,
} from './storage';

export type S3MediaConfig = NonNullable<Config['mediaS3']>;

/**
 * What one call to the store may cost. A store that does not answer cannot hold a visitor's request
 * (or an upload) for long: the connection must open within `connectionMs`, the answer's headers arrive
 * within `requestMs`, and a body that stops flowing for `socketIdleMs` is cut. Failed calls are tried
 * `maxAttempts` times in all (the SDK's backoff; a 404 is not retried). At most `maxSockets` connections
 * are open to the store; further calls wait for one (and their `requestMs` runs meanwhile).
 */
const S3_LIMITS = {
  connectionMs: 5_000,
  requestMs: 15_000,
  socketIdleMs: 30_000,
  maxAttempts: 3,
  maxSockets: 32,
} as const;

type Sdk = typeof import('@aws-sdk/client-s3');
const loadSdk = (): Promise<Sdk> => import('@aws-sdk/client-s3');

async function s3Client(config: S3MediaConfig): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  const agent = { keepAlive: true, maxSockets: S3_LIMITS.maxSockets };
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Unset: the SDK's default chain (AWS_* variables, shared files, instance or task role).
    credentials: config.credentials,
    maxAttempts: S3_LIMITS.maxAttempts,
    // Checksums only where the protocol requires them: other S3-compatible stores do not all accept
    // the newer checksum headers, and validating a streamed answer would buffer it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: S3_LIMITS.connectionMs,
      requestTimeout: S3_LIMITS.requestMs,
      // Without it the SDK only logs a warning when requestTimeout passes.
      throwOnRequestTimeout: true,
      socketTimeout: S3_LIMITS.socketIdleMs,
      httpAgent: agent,
      httpsAgent: agent,
    },
  });
}

/** The HTTP status the store answered with, when the error is its answer (not a network failure). */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

function headersOf(answer: {
  ContentType?: string;
  ContentLength?: number;
  ETag?: string;
  LastModified?: Date;
}): MediaHeaders {
  return {
    contentType: answer.ContentType,
    contentLength: answer.ContentLength,
    etag: answer.ETag,
    lastModified: answer.LastModified,
  };
}

/** The bucket as a MediaStorage: objects under `prefix`, each with its type and an immutable cache. */
export async function s3Storage(config: S3MediaConfig, given?: S3Client): Promise<MediaStorage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } =
    await loadSdk();
  const client = given ?? (await s3Client(config));
  const { bucket, prefix } = config;
  const keyOf = (name: string) => {
    assertSafeName(name);
    return `${prefix}${name}`;
  };
  const publicUrl = config.publicUrl;
  return {
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async remove(name) {
      // Deleting an object that is not there succeeds, as rm --force does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
    async *list(): AsyncIterable<MediaEntry> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key?.startsWith(prefix)) continue;
          const name = item.Key.slice(prefix.length);
          // Other things in the bucket (a "folder" below the prefix, someone else's files) are not ours.
          if (!SAFE_MEDIA_NAME.test(name)) continue;
          yield { name, modifiedAt: item.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async get(name) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    remote: {
      publicUrl: publicUrl ? (name) => `${publicUrl}/${keyOf(name)}` : undefined,
      async read(name, { ifNoneMatch, ifModifiedSince, head, signal }): Promise<MediaRead> {
        const input = {
          Bucket: bucket,
          Key: keyOf(name),
          IfNoneMatch: ifNoneMatch,
          IfModifiedSince: ifModifiedSince ? validDate(ifModifiedSince) : undefined,
        };
        try {
          if (head) {
            const answer = await client.send(new HeadObjectCommand(input), { abortSignal: signal });
            return { status: 'found', headers: headersOf(answer) };
          }
          const answer = await client.send(new GetObjectCommand(input), { abortSignal: signal });
          return { status: 'found', headers: headersOf(answer), body: answer.Body as Readable };
        } catch (error) {
          const status = statusOf(error);
          // The SDK keeps no headers of a 304: the browser's tag is the object's when it sent just one.
          if (status === 304) {
            const etag = ifNoneMatch && /^(?:W\/)?"[^",]*"$/.test(ifNoneMatch) ? ifNoneMatch : undefined;
            return { status: 'not-modified', headers: { etag } };
          }
          if (status === 404) return { status: 'missing' };
          if (status === 403) return { status: 'missing', denied: true };
          throw error;
        }
      },
    },
    async close() {
      client.destroy();
    },
  };
}

/** An If-Modified-Since the store can use, or none (a malformed one is ignored, as HTTP says). */
function validDate(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
