import { APPLICATION_CLOSED_REASONS, type ApplicationClosedReason } from '@mietmatch/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { ApplicationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type JobHandler, enqueueJob } from '../jobs/index.ts';
import { findProperty } from '../properties/index.ts';
import type { ApplicationNotices } from './notices.ts';
import * as q from './queries.ts';
import { landlordsInWindow, refreshFigures } from './response-figures.ts';

/** The expiry sweep: one pending run per quarter hour, whichever node claims it. */
const EXPIRY_JOB = 'application-expiry';
/** The daily pass over the response figures (the 90-day window moves even when nothing happens). */
const FIGURES_JOB = 'landlord-responses';
/** Enqueued by database triggers (migration 0018) when a listing is let, deactivated, removed or deleted. */
const CLOSED_JOB = 'applicationsClosed';

const QUARTER_HOUR = 15 * 60_000;
const DAY = 24 * 60 * 60_000;
/** Expired per transaction: their mails are queued with them, in one insert. */
const BATCH = 500;

export interface LifecycleDeps {
  db: Db;
  clock: Clock;
  notices: ApplicationNotices;
  log: { error: (o: object, m: string) => void };
}

/** Puts in a sweep's run at the start of this period or the next (the job table keeps one per time). */
async function scheduleRun(db: Executor, kind: string, every: number, now: Date, when: 'now' | 'next') {
  const at = new Date(Math.floor(now.getTime() / every) * every + (when === 'now' ? 0 : every));
  await enqueueJob(db, { kind, key: at.toISOString(), runAt: at });
}

/** Puts in the sweeps' first runs (every start puts them in; a sweep schedules its successor first). */
export async function scheduleApplicationSweeps(db: Executor, now: Date): Promise<void> {
  await scheduleRun(db, EXPIRY_JOB, QUARTER_HOUR, now, 'now');
  await scheduleRun(db, FIGURES_JOB, DAY, now, 'next');
}

export function applicationJobHandlers(d: LifecycleDeps): Record<string, JobHandler> {
  /** After the commit of answers nobody gave by hand: the tenants hear, the landlords' figures change. */
  async function answered(rows: ApplicationRow[]) {
    await d.notices.answered(rows);
    await refreshFigures(
      d.db,
      rows.map((r) => r.landlordId),
      d.clock.now(),
    );
  }

  return {
    /** Unanswered applications past their 7 days expire with a kind notice, in batches. */
    [EXPIRY_JOB]: async () => {
      await scheduleRun(d.db, EXPIRY_JOB, QUARTER_HOUR, d.clock.now(), 'next');
      for (;;) {
        const rows = await d.db.transaction(async (tx) => {
          const expired = await q.expireDue(tx, d.clock.now(), BATCH);
          await d.notices.queueAnswers(tx, expired);
          return expired;
        });
        await answered(rows);
        if (rows.length < BATCH) return;
      }
    },

    [FIGURES_JOB]: async () => {
      const now = d.clock.now();
      await scheduleRun(d.db, FIGURES_JOB, DAY, now, 'next');
      await refreshFigures(d.db, await landlordsInWindow(d.db, now), now);
    },

    /**
     * A listing stopped taking tenants: its live applications close with a notice. The listing is
     * read again first: one reopened since the trigger fired keeps its (new) applications.
     */
    [CLOSED_JOB]: async (job) => {
      const reason = job.payload.reason as ApplicationClosedReason;
      if (!APPLICATION_CLOSED_REASONS.includes(reason)) return;
      const rows = await d.db.transaction(async (tx) => {
        let closed: ApplicationRow[];
        if (reason === 'deleted') {
          closed = await q.closeLive(
            tx,
            { ids: (job.payload.ids as string[] | undefined) ?? [] },
            reason,
            d.clock.now(),
          );
        } else {
          const listing = await findProperty(tx, job.key);
          const stillClosed = listing?.status !== 'available' || listing.moderation === 'removed';
          closed = stillClosed ? await q.closeLive(tx, { propertyId: job.key }, reason, d.clock.now()) : [];
        }
        await d.notices.queueAnswers(tx, closed);
        return closed;
      });
      await answered(rows);
    },
  };
}

/**
 * A landlord erases their account: before the rows go with it, every live application to their
 * listings closes ("deleted") and its tenant is told, so none vanishes without an answer.
 */
export async function closeForLeavingLandlord(d: LifecycleDeps, landlordId: string): Promise<void> {
  const rows = await d.db.transaction(async (tx) => {
    const closed = await q.closeLive(tx, { landlordId }, 'deleted', d.clock.now());
    await d.notices.queueAnswers(tx, closed);
    return closed;
  });
  await d.notices.answered(rows);
}
