import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { buildApp, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { TestClock } from '../src/lib/clock.ts';
import { openTestDatabase } from './test-database.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { createFileStorage, type FileStorage } from '../src/adapters/storage/file-storage.ts';
import { testStorageEnv } from './test-storage.ts';

export const APP_URL = 'http://app.test';
/** The app's token secret, for tests that sign a token the way the app does (a mailed link). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  dataDir: string;
  /** The app's files as the app stores them (its folder, or its bucket when TEST_STORAGE=s3). */
  storage: FileStorage;
  /** The storage settings the app runs with, for other nodes and servers that share its files. */
  storageEnv: Record<string, string>;
  close(): Promise<void>;
}

/** A whole app on a fresh database, with a real SMTP server catching its mail. */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'database'>> = {},
  env: Record<string, string> = {},
  options: { databaseThroughPort?: number } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-test-'));
  const smtp = await startSmtpSink();
  const database = await openTestDatabase({ throughPort: options.databaseThroughPort });
  const storageEnv = await testStorageEnv();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL,
    SMTP_URL: smtp.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    ...storageEnv,
    ...env,
  });
  const storage = createFileStorage(config);
  const clock = new TestClock();
  // Generous limits by default so factories can log in freely; rate-limit tests set their own.
  const app = await buildApp(config, {
    database,
    clock,
    serveWeb: false,
    rateRules: {
      loginPerIp: { name: 'login-ip', max: 10_000, windowMs: 60_000 },
      loginPerEmail: { name: 'login-email', max: 10_000, windowMs: 60_000 },
      forgotPerIp: { name: 'forgot-ip', max: 10_000, windowMs: 60_000 },
      forgotPerEmail: { name: 'forgot-email', max: 10_000, windowMs: 60_000 },
    },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    smtp,
    dataDir,
    storage,
    storageEnv,
    async close() {
      await app.close();
      storage.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app node on the test app's database (and clock, and mail server, and bucket when files
 * are in S3), as behind a load balancer; `env` adds settings such as REDIS_URL. The caller closes it.
 */
export async function secondNode(
  t: TestContext,
  name: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `${t.dataDir}/${name}`,
    APP_URL,
    SMTP_URL: t.smtp.url,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    ...t.storageEnv,
    ...env,
  });
  const node = await buildApp(config, { database: t.database, clock: t.clock, serveWeb: false });
  await node.ready();
  return node;
}
