import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database, type DatabaseTimeouts } from '../src/db/client.ts';

/**
 * Which engine this run tests: `TEST_DB_ENGINE=postgres` uses a fresh database on the
 * PostgreSQL server of `TEST_DATABASE_URL` (default 127.0.0.1:5432), created per test file
 * and dropped after it; otherwise an in-memory PGlite per test file.
 */
export const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * `throughPort`: the app reaches PostgreSQL through a TCP proxy on this local port (outage tests);
 * the database is still created and dropped directly. `timeouts`: a test that seeds in bulk, like a
 * long job, may wait longer than a request (the production defaults otherwise).
 */
export async function openTestDatabase(
  options: { throughPort?: number; timeouts?: DatabaseTimeouts } = {},
): Promise<Database> {
  if (engine === 'pglite') return openDatabase({ inMemory: true, loadDataDir: await migratedSnapshot() });
  const empty = await createEmptyDatabase('test');
  const url = new URL(empty.url);
  if (options.throughPort) {
    url.hostname = '127.0.0.1';
    url.port = String(options.throughPort);
  }
  const database = await openDatabase({ databaseUrl: url.toString(), timeouts: options.timeouts });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** What a migrated cluster depends on: the PGlite build and every migration file. */
function snapshotKey() {
  const hash = createHash('sha256');
  // The package exports no package.json: its entry file stands for the build.
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

let snapshot: Promise<Blob> | undefined;

/**
 * A fresh PGlite runs initdb and then every migration: seconds of CPU per test file. Each database
 * starts instead from one migrated cluster, made once per set of migrations and kept in the temporary
 * folder for every worker and run (written under another name first, so a reader never sees half).
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(os.tmpdir(), `mietmatch-pglite-${snapshotKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    const dump = await database.dump!();
    await database.close();
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return snapshot;
}

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the test PostgreSQL server (no migrations run), its URL, and how to drop
 * it (also while connections are still open).
 */
export async function createEmptyDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mietmatch_${prefix.replaceAll('-', '_')}_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
