import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';

/**
 * Both engines expose the same Drizzle API; the node-postgres type stands for both.
 * Queries take `Db` (or a transaction of it) as their first argument.
 */
export type Db = NodePgDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** The pool's connections at one moment: open, idle, and queries waiting for one (all busy). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The pool's connections now (metrics); PGlite has one connection inside the process and answers zeros. */
  poolStats(): PoolStats;
  /**
   * Runs `work` while no other node runs such work on this database: nodes starting together migrate
   * and seed one after the other. PostgreSQL: an advisory lock held on a connection of its own for the
   * whole work (a node that dies releases it with its connection). PGlite is one process: no lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole cluster as an uncompressed tarball, which `openDatabase({ loadDataDir })`
   * starts from. Tests open every database from one migrated copy instead of an empty cluster.
   */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * How long PostgreSQL may take before a request gives up with 503 instead of hanging as long as an
 * outage lasts (docs/decisions/010-outages.md). `statementMs` is the server's statement_timeout; the
 * client waits a little longer for an answer, so a server that answers cancels cleanly and only a
 * silent one leaves the connection to be cut.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 1500, statementMs: 1000 };

/** Room for the network above the server's statement_timeout before the client stops waiting. */
const READ_MARGIN_MS = 300;

/** `databaseUrl` → PostgreSQL; otherwise PGlite in `dataDir/pglite` (or in memory for `memory://`). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** PGlite: a tarball of `Database.dump()` to start from, skipping initdb. */
  loadDataDir?: Blob;
  timeouts?: DatabaseTimeouts;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { connectMs, statementMs } = opts.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // Also bounds the wait for a free connection when all ten are busy.
      connectionTimeoutMillis: connectMs,
      statement_timeout: statementMs,
      query_timeout: statementMs + READ_MARGIN_MS,
      // A transaction left open by a vanished client must not hold its locks for long.
      idle_in_transaction_session_timeout: 10 * statementMs,
    });
    // An idle connection that the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    pool.on('connect', guardConnection);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migrateWithoutTimeout(opts.databaseUrl!, connectMs),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exclusively: (work) => underAdvisoryLock(opts.databaseUrl!, connectMs, work),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = path.join(opts.dataDir ?? 'data', 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // pg_trgm backs the admin's search by name and email (migration 0009); PostgreSQL ships it.
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolStats: () => ({ total: 0, idle: 0, waiting: 0 }),
    exclusively: (work) => work(),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * A connection whose query got no answer at all (the server is gone silently) is cut, so that the
 * transaction's rollback and the queries queued behind it fail at once instead of waiting in turn,
 * and the pool opens a fresh one. A connection lost while a request holds it must not crash the
 * process: the request's query fails with the error anyway.
 */
function guardConnection(client: pg.PoolClient) {
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const cutWhenSilent = (err: unknown) => {
    if (err instanceof Error && err.message === 'Query read timeout')
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        cutWhenSilent(err);
        callback(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(cutWhenSilent);
    return result;
  };
}

/** Migrations may run longer than any request: their own connection, without a statement timeout. */
async function migrateWithoutTimeout(databaseUrl: string, connectMs: number) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs });
  await client.connect();
  try {
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** The advisory lock key of start-up work (migrations, imports, seeds); any constant unique to this app. */
const STARTUP_LOCK_KEY = 7_020_410_001;

/**
 * Waits for the start-up lock on a connection of its own, with no statement timeout: another node's
 * migrations may take a while, and waiting for them is the point.
 */
async function underAdvisoryLock<T>(databaseUrl: string, connectMs: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: connectMs });
  // A lost connection must not crash the process: the lock is gone with it, and the work's own
  // queries report the outage.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the unlock cannot be sent any more.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
