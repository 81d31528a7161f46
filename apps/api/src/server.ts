import { loadConfig, ConfigError, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { announceDemo } from './seed/demo.ts';
import { createShutdown } from './lifecycle/shutdown.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    onIdleError: (err) => console.error('database connection lost (the pool reconnects):', err.message),
  });
  const app = await buildApp(config, { database, runJobs: true });
  await prepareDatabase(config, database, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Mietmatch | Rentmatch is running on ${config.appUrl} (database: ${database.engine})`);
  const shutdown = createShutdown({
    app,
    graceMs: config.shutdownGraceMs,
    closeDatabase: () => database.close(),
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.seedDemo) await announceDemo(database.db, app.log, config.appUrl);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
