import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { S3RVER_CREDENTIALS } from './s3-server.ts';

/** Which backend this run stores files in: `TEST_STORAGE=s3` (the PostgreSQL pass) or the local folder. */
export const storageKind = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';

/** STORAGE_URL for `bucket` on an s3rver, with the settings any S3-compatible server needs. */
export function s3StorageUrl(endpoint: string, bucket: string): string {
  return `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`;
}

/** Makes a bucket on an s3rver, as an operator would before the first start. */
export async function createBucket(endpoint: string, bucket: string): Promise<void> {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
}

/**
 * The storage settings of one test app: on S3 a bucket of its own on the run's s3rver, so no test
 * sees another's files (the orphan sweep lists every one); locally none, each app's DATA_DIR has its folder.
 */
export async function testStorageEnv(): Promise<Record<string, string>> {
  if (storageKind === 'local') return {};
  const endpoint = inject('s3Endpoint');
  if (!endpoint) throw new Error('TEST_STORAGE=s3, but no s3rver was started (apps/api/test/s3-global-setup.ts)');
  const bucket = `t-${randomBytes(8).toString('hex')}`;
  await createBucket(endpoint, bucket);
  return { STORAGE_URL: s3StorageUrl(endpoint, bucket), ...S3RVER_CREDENTIALS };
}
