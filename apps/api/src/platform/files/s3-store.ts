import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore } from './store';

export type S3StoreOptions = {
  /** An S3-compatible server (MinIO, Ceph, R2…); unset: AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role…) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name, as most servers want. */
  forcePathStyle: boolean;
  /** A folder inside the bucket ('' or ending in '/'), so the bucket can be shared. */
  prefix: string;
  /** Keys per list request (S3's own limit, 1000, unless told). */
  pageSize?: number;
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** A health probe is answered at once or not at all: past this the store counts as down. */
export const S3_HEALTH_TIMEOUT_MS = 3000;

/** Files in an S3-compatible bucket, shared by every API process that points at it. */
export function createS3Store(options: S3StoreOptions): FileStore {
  const { bucket, prefix } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Since 3.729 the SDK adds CRC checksums to every upload (as an aws-chunked trailer on streams)
    // and checks them on downloads; many S3-compatible servers refuse that, or store the framing as
    // the file (s3rver does). Only where S3 demands a checksum is one sent: none of the calls here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a store that stops answering would hold each request.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
  const objectKey = (key: string) => `${prefix}${key}`;

  return {
    kind: 's3',
    async write(key, content) {
      const extension = key.split('.').pop() ?? '';
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: content,
          ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        // In Node the body is the HTTP response itself: streamed, never held whole in memory.
        return object.Body as Readable | undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async size(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return head.ContentLength;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list(under) {
      const out: { key: string; modified: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: objectKey(under),
            ContinuationToken: token,
            MaxKeys: options.pageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          out.push({ key: object.Key.slice(prefix.length), modified: object.LastModified });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return out.sort((a, b) => a.key.localeCompare(b.key));
    },
    async health() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(S3_HEALTH_TIMEOUT_MS),
        });
        return { ok: true, detail: `bucket ${bucket}` };
      } catch (err) {
        return { ok: false, detail: failure(err, bucket) };
      }
    },
    close: async () => client.destroy(),
  };
}

function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return (
    err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
  );
}

/**
 * What went wrong, for IT, in words that carry nothing secret: the error's name and HTTP status or
 * the network code, never the server's message (a signature mismatch there quotes the request).
 */
function failure(err: unknown, bucket: string): string {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode;
    if (status === 404) return `no existe el bucket ${bucket}`;
    return `${err.name}${status ? ` (HTTP ${status})` : ''}`;
  }
  const { name, code } = err as { name?: string; code?: string };
  if (name === 'TimeoutError' || name === 'AbortError')
    return `sin respuesta en ${S3_HEALTH_TIMEOUT_MS / 1000} s`;
  return code ?? name ?? 'error desconocido';
}
