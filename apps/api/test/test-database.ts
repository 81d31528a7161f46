import pg from 'pg';
import { randomBytes } from 'node:crypto';
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
  if (engine === 'pglite') {
    const database = await openDatabase({ inMemory: true });
    await database.migrate();
    return database;
  }
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
