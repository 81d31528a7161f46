/**
 * Copies the files of the local folder (STORAGE_DIR, or DATA_DIR/uploads) into the bucket of STORAGE_URL:
 * `STORAGE_URL=s3://… AWS_ACCESS_KEY_ID=… AWS_SECRET_ACCESS_KEY=… npm run storage:migrate`. Run it before
 * the first start with STORAGE_URL, and again after it to catch files uploaded meanwhile; every run
 * skips what is already there. Exits with 1 when any file could not be copied.
 */
import { loadConfig } from '../config.ts';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import { createS3Storage } from '../adapters/storage/s3-storage.ts';
import { migrateStorage } from '../adapters/storage/storage-migration.ts';

const config = loadConfig();
if (!config.s3) {
  console.error('usage: STORAGE_URL=s3://<bucket>?endpoint=<url>&region=<region> npm run storage:migrate');
  process.exit(1);
}
const from = createLocalStorage(config.storageDir);
const to = createS3Storage(config.s3);
console.log(`copying ${config.storageDir} into the bucket ${config.s3.bucket}`);
try {
  await to.check();
  const result = await migrateStorage(from, to);
  for (const { key, error } of result.failed) console.error(`failed: ${key}: ${error}`);
  console.log(
    `copied ${result.copied}, already there ${result.present}, temporary files skipped ${result.temporary}, failed ${result.failed.length}`,
  );
  process.exitCode = result.failed.length > 0 ? 1 : 0;
} catch (err) {
  console.error(`storage migration failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  to.close();
}
