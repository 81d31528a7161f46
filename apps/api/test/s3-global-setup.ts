import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's s3rver (TEST_STORAGE=s3); each test app makes its own bucket there. */
    s3Endpoint: string;
  }
}

/**
 * With TEST_STORAGE=s3 the API tier stores every file in S3: one s3rver on loopback for the whole
 * run, so the real SDK speaks real HTTP. Without it, nothing starts (files go to each app's folder).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_STORAGE !== 's3') return;
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.stop();
}
