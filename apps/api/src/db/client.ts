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

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** `databaseUrl` → PostgreSQL; otherwise PGlite in `dataDir/pglite` (or in memory for `memory://`). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = path.join(opts.dataDir ?? 'data', 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // pg_trgm backs the admin's search by name and email (migration 0009); PostgreSQL ships it.
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
