import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { createRateLimiter, MemoryRateLimitStore } from '../lib/rate-limiter.ts';
import type { ImageStore } from '../adapters/storage/image-store.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { createPrivateFiles } from '../adapters/storage/private-files.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { MailQueue } from '../modules/mail/index.ts';
import { createNotifier } from '../modules/notifications/index.ts';
import { createSignalService } from '../modules/moderation/index.ts';
import { createPropertyService } from '../modules/properties/index.ts';
import { createTenantRequestService } from '../modules/tenant-requests/index.ts';
import { createInquiryService } from '../modules/inquiries/index.ts';
import { createDocumentAccessService } from '../modules/document-access/index.ts';
import { createApplicationServices } from '../modules/applications/index.ts';

/** A clock the seed sets to each event's moment, so notifications and decisions carry the story's times. */
export class SeedClock implements Clock {
  constructor(private at: Date) {}
  now(): Date {
    return new Date(this.at.getTime());
  }
  set(at: Date): void {
    this.at = at;
  }
}

/**
 * Nobody is connected while the server prepares its database, and nobody should be told of the
 * demo's history: no socket events, no mail (the demo addresses end in `.local` anyway).
 */
const silentRealtime: Realtime = {
  toUser: () => {},
  isOnline: async () => false,
  disconnectUser: async () => {},
  disconnectSession: async () => {},
  close: async () => {},
};
const noMail: MailQueue = { queue: async () => {}, queueMany: async () => {} };

/**
 * The API's own services over the seed's transaction: listings, requests, threads and access
 * requests pass the same checks (addresses from the postal-code table, plans, visibility, file
 * checks, scam signals) as when members make them in the app.
 */
export function createSeedServices(d: {
  db: Db;
  clock: SeedClock;
  images: ImageStore;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { db, clock, images, log } = d;
  const notifier = createNotifier({ db, clock, realtime: silentRealtime, log });
  const signals = createSignalService({ db, clock, images, log });
  const properties = createPropertyService({ db, images, clock, signals });
  const requests = createTenantRequestService({ db, files: createPrivateFiles(d.storage), clock });
  const inquiries = createInquiryService({
    db,
    clock,
    limiter: createRateLimiter(new MemoryRateLimitStore(), clock),
    properties,
    requests,
    realtime: silentRealtime,
    outbox: noMail,
    notifier,
    appUrl: '',
    log,
    signals,
  });
  const access = createDocumentAccessService({
    db,
    clock,
    outbox: noMail,
    realtime: silentRealtime,
    notifier,
    appUrl: '',
  });
  const applications = createApplicationServices({
    db,
    clock,
    outbox: noMail,
    notifier,
    realtime: silentRealtime,
    appUrl: '',
    images,
    requests,
    // The demo's applications are answered by shortlisting or declining; none invites to a viewing.
    invite: async () => {
      throw new Error('the demo seed invites nobody to a viewing');
    },
    log,
  });
  return { db, properties, requests, inquiries, access, applications };
}

export type SeedServices = ReturnType<typeof createSeedServices>;
