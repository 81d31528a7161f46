import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@mietmatch/contract';
import { openDatabase, type Database } from '../../db/client.ts';
import { requestFiles } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { engine } from '../../../test/test-database.ts';
import {
  createLoggedInUser,
  createUser,
  multipart,
  PASSWORD,
  pdfDocument,
  pngImage,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { snapshot } from '../../../test/upload-kinds.ts';
import { testStorageEnv } from '../../../test/test-storage.ts';
import { loadConfig } from '../../config.ts';
import { createFileStorage, type FileStorage } from './file-storage.ts';
import { ownerOf } from './orphan-sweep.ts';

/** The one port these tests may listen on; both tests live in this file so they never meet. */
const PORT = 3911;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('a file over the size limit, sent slowly over a real connection', () => {
  let t: TestContext;
  let tenant: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPostalCodes(t.database.db);
    tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  });
  afterAll(() => t.close());

  it('answers 413 with the field named before the body is through, closes the connection, stores nothing', async () => {
    await t.app.listen({ port: PORT, host: '127.0.0.1' });
    const before = await snapshot(t, tenant);
    const boundary = '----slowupload';
    const head = Buffer.from(
      Object.entries(requestForm())
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="gross.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const fileBytes = LIMITS.maxUploadBytes + 1024 * 1024;
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + fileBytes + tail.length;
    const socket = net.connect(PORT, '127.0.0.1');
    socket.on('error', () => {}); // writes after the server closed: expected here
    let answer = '';
    let closed = false;
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    const closedAt = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('close', () => {
      closed = true;
    });
    socket.write(
      'POST /api/tenant/create-tenant-request HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Authorization: ${tenant.headers.authorization}\r\nAccept-Language: en\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
    );
    socket.write(head);
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 7);
    // Slowly: one chunk at a time, each after the last has left, until the server answers.
    while (sent < fileBytes && !answer && !closed) {
      await new Promise<void>((resolve) => socket.write(chunk, () => setTimeout(resolve, 2)));
      sent += chunk.length;
    }
    await closedAt;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"images":"The file is larger than 10 MB."');
    expect(sent).toBeLessThan(fileBytes);
    expect(await snapshot(t, tenant)).toEqual(before);
  });
});

/** The server as `npm start` runs it, in its own process; its log lines (JSON) are collected. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let waiters: (() => void)[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const line of parts) {
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ msg: line });
      }
    }
    for (const w of waiters) w();
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** The first log line whose message contains `text`, as soon as the server writes it. */
  async function logged(text: string): Promise<Record<string, unknown>> {
    for (;;) {
      const line = lines.find((l) => String(l.msg ?? '').includes(text));
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), exited]);
      waiters = [];
    }
  }
  return { child, logged, exited };
}

async function kill(child: ChildProcess, signal: NodeJS.Signals, exited: Promise<void>) {
  child.kill(signal);
  await exited;
}

describe('a crash while a request’s files are being stored', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-crash-'));
  const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  // The servers' files, in their folder or their bucket, as they store them.
  let storageEnv: Record<string, string> = {};
  let storage: FileStorage;

  beforeAll(async () => {
    storageEnv = await testStorageEnv();
    storage = createFileStorage(loadConfig({ DATA_DIR: dataDir, JWT_SECRET, ...storageEnv }));
    if (engine === 'postgres') {
      const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      const name = `mietmatch_crash_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(server);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
  });
  afterAll(async () => {
    storage.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const open = (): Promise<Database> => openDatabase({ databaseUrl, dataDir });
  const env = (minAgeMinutes: string) => ({
    NODE_ENV: 'test',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ORPHAN_SWEEP_MIN_AGE_MINUTES: minAgeMinutes,
    ...storageEnv,
  });
  const storedFiles = async (): Promise<string[]> => {
    const keys: string[] = [];
    for await (const file of storage.list()) keys.push(file.key);
    return keys;
  };

  it('leaves no file without a row once the restarted server has swept', { timeout: 120_000 }, async () => {
    // The member and the postal codes exist before the server starts (PGlite allows one process at a time).
    let database = await open();
    await database.migrate();
    await seedPostalCodes(database.db);
    const tenant = await createUser(database.db, { role: 'client' });
    await database.close();

    const first = startServer(env('60'));
    await first.logged('is running');
    const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: tenant.email, password: PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const image = await pngImage(1200, 900);
    const body = multipart(
      requestForm(),
      {
        images: Array.from({ length: 10 }, (_, i) => ({ data: image, filename: `b${i}.png`, type: 'image/png' })),
        documents: Array.from({ length: 20 }, (_, i) => ({
          data: pdfDocument(`Dokument ${i}`),
          filename: `d${i}.pdf`,
          type: 'application/pdf',
        })),
      },
      { documentTitles: Array.from({ length: 20 }, (_, i) => `Nachweis ${i}`) },
    );
    const upload = fetch(`http://127.0.0.1:${PORT}/api/tenant/create-tenant-request`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    }).catch((err: Error) => err);
    // Killed once a few files are stored: the rest, and the rows, are still to come.
    while ((await storedFiles()).length < 6) await delay(2);
    await kill(first.child, 'SIGKILL', first.exited);
    expect(await upload).toBeInstanceOf(Error);
    const left = await storedFiles();
    expect(left.length).toBeGreaterThan(0);

    const second = startServer(env('0'));
    const sweep = await second.logged('orphan file sweep done');
    await kill(second.child, 'SIGTERM', second.exited);

    database = await open();
    const rows = await database.db.select({ key: requestFiles.storageKey }).from(requestFiles);
    await database.close();
    const after = { files: await storedFiles(), named: new Set(rows.map((r) => r.key)) };
    expect(sweep.removed).toBe(left.length - after.files.length);
    expect(sweep.removed).toBeGreaterThan(0);
    for (const file of after.files) {
      const owner = ownerOf(file);
      expect(owner && owner !== 'temp' && after.named.has(owner.ref), file).toBe(true);
    }
    console.info(
      `crash test: ${left.length} files left by the crash, ${sweep.removed} swept, ${after.files.length} kept`,
    );
  });
});
