import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { createOrphanSweep, type OrphanSweep } from '../adapters/storage/orphan-sweep.ts';
import { referencedAvatarKeys } from '../modules/users/index.ts';
import { referencedImageKeys } from '../modules/properties/index.ts';
import { referencedFileKeys } from '../modules/tenant-requests/index.ts';
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
    db: Db;
    storage: FileStorage;
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
  scheduleOrphanSweep(app, config, createOrphanFileSweep(d.db, d.storage, config.orphanSweep.minAgeMs));
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

/** The orphan file sweep, asking each module which of the stored keys its rows still name. */
export function createOrphanFileSweep(db: Db, storage: FileStorage, minAgeMs: number, now?: () => number): OrphanSweep {
  return createOrphanSweep({
    storage,
    minAgeMs,
    now,
    owners: {
      avatars: (keys) => referencedAvatarKeys(db, keys),
      propertyImages: (keys) => referencedImageKeys(db, keys),
      privateFiles: (keys) => referencedFileKeys(db, keys),
    },
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
