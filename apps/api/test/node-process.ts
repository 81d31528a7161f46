import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createFileStorage, type FileStorage } from '../src/adapters/storage/file-storage.ts';
import { createEmptyDatabase, engine } from './test-database.ts';
import { TEST_JWT_SECRET } from './test-app.ts';
import { testStorageEnv } from './test-storage.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nobody listens on now (the OS picks it); a node started on it a moment later gets it. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The home of nodes started as processes: a data folder, with TEST_DB_ENGINE=postgres a fresh
 * database of their own (else PGlite in the folder), and with TEST_STORAGE=s3 a bucket of their own
 * (else the folder's uploads). `open()` reaches the same database from the
 * test (with PGlite only while no node runs: it allows one process at a time).
 */
export async function nodeHome(prefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `mietmatch-${prefix}-`));
  const storageEnv = await testStorageEnv();
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const empty = await createEmptyDatabase(prefix);
    databaseUrl = empty.url;
    dropDatabase = empty.drop;
  }
  return {
    dataDir,
    /** The settings of a node of this home on `port`; `extra` adds or overrides some. */
    env: (port: number, extra: Record<string, string> = {}): Record<string, string> => ({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...storageEnv,
      ...extra,
    }),
    open: (): Promise<Database> => openDatabase({ databaseUrl, dataDir }),
    async remove() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file storage the nodes of these settings use, seen through its interface (never by path), so
 * a test that counts files works on every backend the settings can choose.
 */
export function storageOf(env: Record<string, string>): FileStorage {
  return createFileStorage(loadConfig(env));
}

/** Every key in the storage. */
export async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

export type LogLine = Record<string, unknown> & { msg?: string };

/** The server as `npm start` runs it, in a process of its own; its log lines (JSON) are collected. */
export function startNode(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  /** Resolves once `count` log lines satisfy `match` (as soon as the server writes the last of them). */
  async function logged(match: string | ((line: LogLine) => boolean), count = 1): Promise<LogLine[]> {
    const test = typeof match === 'string' ? (l: LogLine) => String(l.msg ?? '').includes(match) : match;
    for (;;) {
      const found = lines.filter(test);
      if (found.length >= count) return found;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${stderr}`);
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), exited]);
      waiters = [];
    }
  }
  return {
    child,
    lines,
    logged,
    exited,
    /** Sends the signal and answers how the process ended. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}

export type NodeProcess = ReturnType<typeof startNode>;
