import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { importPostalCodesIfEmpty } from './modules/geo/index.ts';
import { ensureAdmin } from './seed/admin.ts';
import { startDemoSeed } from './seed/demo.ts';

/**
 * What `npm start` does before listening: migrate, import, ensure the admin, seed the demo. Nodes that
 * start together on one PostgreSQL database do it one after the other (an advisory lock): the first
 * migrates and imports, the others find the work done.
 */
export async function prepareDatabase(config: Config, database: Database, log: FastifyBaseLogger) {
  await database.exclusively(async () => {
    await database.migrate();
    // The demo's pictures are drawn while the postal codes import (sharp works off the main thread).
    const demo = config.seedDemo ? await startDemoSeed(config, database.db, log) : null;
    await importPostalCodesIfEmpty(database.db, config.postalCodesFile, log);
    if (config.adminEmail && config.adminPassword) {
      await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
      log.info({ email: config.adminEmail }, 'admin account ready');
    }
    await demo?.finish();
  });
}
