import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ImageStore } from '../../adapters/storage/image-store.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { MailQueue } from '../mail/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { createApplyService } from './apply-service.ts';
import { createApplicationNotices } from './notices.ts';
import { fairNotices } from './fair-notices.ts';
import { createLotteryService } from './lottery-service.ts';
import { createPipelineService, type PipelineDeps } from './pipeline-service.ts';
import { myApplicationLoader } from './tenant-view.ts';

export interface ApplicationServiceDeps {
  db: Db;
  clock: Clock;
  outbox: MailQueue;
  notifier: Notifier;
  realtime: Pick<Realtime, 'toUser'>;
  appUrl: string;
  images: Pick<ImageStore, 'urls'>;
  requests: PipelineDeps['requests'];
  invite: PipelineDeps['invite'];
  log: PipelineDeps['log'];
}

/** The tenant's and the landlord's services over one set of notices (the app's, or the demo seed's). */
export function createApplicationServices(d: ApplicationServiceDeps) {
  const { db, clock, log } = d;
  const notices = createApplicationNotices({
    outbox: d.outbox,
    notifier: d.notifier,
    realtime: d.realtime,
    appUrl: d.appUrl,
    mine: myApplicationLoader(db, d.images),
  });
  // Fair selection: the landlord hears of applicants they have not invited by number, not by name.
  const apply = createApplyService({ db, clock, images: d.images, notices: fairNotices(db, notices) });
  const pipeline = createPipelineService({ db, clock, notices, requests: d.requests, invite: d.invite, log });
  const lottery = createLotteryService({ db, clock, requests: d.requests, pipeline, log });
  return { notices, apply, pipeline, lottery };
}
