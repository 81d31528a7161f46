import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Location } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { assertKey } from './storage-key.ts';

/** A store that does not answer must not hold a request for long (docs/decisions/010-outages.md). */
const CONNECT_TIMEOUT_MS = 1500;
/** A socket silent this long is given up; a download the client reads slowly still moves well within it. */
const SOCKET_TIMEOUT_MS = 30_000;
/** Readiness asks often and must hear "not now" quickly. */
const CHECK_TIMEOUT_MS = 1500;
/** Parts of a multipart upload; files up to 10 MB go in at most two. The SDK's minimum is 5 MB. */
const PART_SIZE = 8 * 1024 * 1024;

function notFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Ceph, …), so every node sees every file. The bucket
 * stays private: nothing here sets an ACL, and every file is served by the app after its own checks.
 */
export function createS3Storage(
  location: S3Location,
  /** Keys per listing request: the store's own maximum (1,000 on S3) unless a test pages through a few. */
  options: { listPageSize?: number } = {},
): FileStorage {
  const client = new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's default
    // CRC trailers and `aws-chunked` bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: SOCKET_TIMEOUT_MS },
  });
  const Bucket = location.bucket;

  async function getObject(key: string): Promise<GetObjectCommandOutput | null> {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  return {
    async put(key, data) {
      // One PUT for a small file, a multipart upload for a large one or a stream of unknown length;
      // either way the object appears whole or not at all.
      const upload = new Upload({ client, params: { Bucket, Key: assertKey(key), Body: data }, partSize: PART_SIZE });
      await upload.done();
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      const bytes = await object.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async open(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client, pageSize: options.listPageSize }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified)
            yield { key: object.Key, modifiedAt: object.LastModified, size: object.Size ?? 0 };
        }
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
    close() {
      client.destroy();
    },
  };
}
