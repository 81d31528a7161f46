import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import {
  createOrphanSweep,
  type FileFolder,
  type FileOwner,
  type OrphanSweep,
} from '../adapters/storage/orphan-sweep.ts';
import type { JobRunner } from '../modules/jobs/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's job runner; tests call `app.jobs.runDue()` instead of waiting for its poll. */
    jobs: JobRunner;
  }
}

/** Scheduled work of one node: the job table's runner, the modules' start, plan expiry reminders and the orphan sweep. */
export function scheduleJobs(
  app: FastifyInstance,
  config: Config,
  d: {
    jobs: JobRunner;
    /** The modules' work at start (e.g. putting in the first viewing reminder sweep). */
    onStart: (() => Promise<void>)[];
    sendExpiryReminders: () => Promise<number>;
    storage: FileStorage;
    /** The modules whose rows name stored files (the orphan sweep asks them). */
    fileOwners: FileOwner[];
  },
) {
  // Once the server is ready, i.e. after `npm start` has migrated: a first pass before that would
  // meet a database without the job table.
  app.addHook('onReady', async () => {
    for (const start of d.onStart) await start();
    d.jobs.start();
  });
  app.addHook('onClose', () => d.jobs.stop());
  scheduleExpiryReminders(app, config, d.sendExpiryReminders);
  scheduleOrphanSweep(app, config, createOrphanFileSweep(d.storage, d.fileOwners, config.orphanSweep.minAgeMs));
}

/** Plan expiry reminders at start-up and then on an interval. */
function scheduleExpiryReminders(app: FastifyInstance, config: Config, send: () => Promise<number>) {
  // Every node runs the job; the claim in the database lets exactly one send each reminder.
  const run = () => send().catch((err) => app.log.error({ err }, 'expiry reminders failed'));
  const timer = setInterval(run, config.reminderIntervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The orphan file sweep, asking the module that owns each folder which of the stored keys its rows
 * still name. A folder without an owner would lose every file: that is a mistake of the composition.
 */
export function createOrphanFileSweep(
  storage: FileStorage,
  fileOwners: FileOwner[],
  minAgeMs: number,
  now?: () => number,
): OrphanSweep {
  const owner = (folder: FileFolder) => {
    const found = fileOwners.find((o) => o.folder === folder);
    if (!found) throw new Error(`orphan sweep: no module owns the ${folder} folder`);
    return (keys: string[]) => found.referenced(keys);
  };
  return createOrphanSweep({
    storage,
    minAgeMs,
    now,
    owners: { avatars: owner('avatars'), propertyImages: owner('propertyImages'), privateFiles: owner('privateFiles') },
  });
}

/** Stored files no row names (a crash mid-upload) are removed at start-up and then on an interval. */
function scheduleOrphanSweep(app: FastifyInstance, config: Config, sweep: OrphanSweep) {
  const run = () =>
    sweep
      .run()
      .then((result) => app.log.info(result, 'orphan file sweep done'))
      .catch((err) => app.log.error({ err }, 'orphan file sweep failed'));
  const timer = setInterval(run, config.orphanSweep.intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
