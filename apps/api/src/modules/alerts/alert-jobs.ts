import type { AlertFrequency } from '@mietmatch/contract';
import type { JobHandler } from '../jobs/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { type AlertTarget, dailySearchesWithUnmailedHits, savedSearchesMeeting } from '../saved-searches/index.ts';
import { findUsersByIds } from '../users/index.ts';
import { isActiveMember } from '../../db/members.ts';
import { type AlertSubject, insertHits, kindOf } from './alert-queries.ts';
import {
  ALERT_MAIL_JOB,
  type AlertDeps,
  deliver,
  mayBeAlerted,
  requestAlertName,
  scheduleAlertMailsAsDue,
  targetOfJobKey,
} from './alert-delivery.ts';
import { nextDigest } from './digest-time.ts';

const DAILY_DIGEST_JOB = 'dailyDigest';

interface Reached {
  target: AlertTarget;
  userId: string;
  alert: AlertFrequency;
  /** The saved search's name; null for a request (named by its city in the member's language). */
  name: string | null;
  city: string | null;
}

/** Every saved search (and, for a listing, every tenant request with alerts on) the subject meets. */
async function targetsOf(d: AlertDeps, subject: AlertSubject, ownerId: string): Promise<Reached[]> {
  const searches = await savedSearchesMeeting(d.db, kindOf(d.findable, subject.type).matchFields(subject.id));
  const reached: Reached[] = searches.map((s) => ({
    target: { kind: 'savedSearch', id: s.savedSearchId },
    userId: s.userId,
    alert: s.alert,
    name: s.name,
    city: null,
  }));
  const alerted = kindOf(d.findable, 'request').alerted;
  if (subject.type === 'property' && alerted) {
    const fitting = await d.requestsFitting(d.db, subject.id);
    const requests = await alerted.alertsOn(
      d.db,
      fitting.map((r) => r.requestId),
    );
    const owners = new Map(
      (
        await findUsersByIds(
          d.db,
          requests.map((r) => r.userId),
        )
      ).map((u) => [u.id, u]),
    );
    for (const r of requests) {
      const owner = owners.get(r.userId);
      // A request's alerts behave as instant ones; its owner must be active, and never the listing's.
      if (!owner || !isActiveMember(owner) || r.userId === ownerId) continue;
      reached.push({
        target: { kind: 'request', id: r.id },
        userId: r.userId,
        alert: 'instant',
        name: null,
        city: r.city,
      });
    }
  }
  return reached;
}

/**
 * A listing or request became findable (the database trigger's job): every saved search and request
 * it meets gets a hit (whatever its alert setting: the hit is what `newCount` counts); instant ones
 * are notified at once and mailed (bundled), daily ones wait for the digest. A subject hidden again
 * before this ran alerts nobody.
 */
async function fanOut(d: AlertDeps, subject: AlertSubject): Promise<void> {
  const found = await kindOf(d.findable, subject.type).findable(d.db, subject.id);
  if (!found) return;
  const reached = await targetsOf(d, subject, found.ownerId);
  if (reached.length === 0) return;
  const now = d.clock.now();
  await insertHits(d.db, subject, reached, now);
  const members = new Map(
    (await findUsersByIds(d.db, [...new Set(reached.map((r) => r.userId))])).map((u) => [u.id, u]),
  );
  const told = reached.filter((r) => mayBeAlerted(members.get(r.userId), now));
  const instant = told.filter((r) => r.alert === 'instant');
  // One insert for everyone's notification, at once; the mails follow as jobs of their own, which
  // the runner takes after any pending publication (those are due since '-infinity'), so a slow mail
  // server never delays the next listing's bells.
  await d.notifier.notifyMany(
    instant.map((r) => ({
      userId: r.userId,
      type: 'match' as const,
      data: {
        source: r.target.kind,
        ...(r.target.kind === 'savedSearch' ? { savedSearchId: r.target.id } : { requestId: r.target.id }),
        name: r.name ?? requestAlertName(r.city, members.get(r.userId)!.language),
        subjectType: subject.type,
        subjectId: subject.id,
        title: found.title,
      },
    })),
  );
  await scheduleAlertMailsAsDue(
    d.db,
    instant.map((r) => r.target),
    now,
  );
  if (told.some((r) => r.alert === 'daily')) {
    const digest = nextDigest(now);
    await enqueueJob(d.db, { kind: DAILY_DIGEST_JOB, key: digest.key, runAt: digest.at });
  }
}

/** The daily digest: one mail per daily saved search with something new; a failed one is retried with the job. */
async function sendDigests(d: AlertDeps): Promise<void> {
  let failed = 0;
  for (const id of await dailySearchesWithUnmailedHits(d.db)) {
    try {
      await deliver(d, { kind: 'savedSearch', id }, 'daily');
    } catch (err) {
      failed += 1;
      d.log.error({ err, savedSearchId: id }, 'daily digest mail failed');
    }
  }
  if (failed > 0) throw new Error(`${failed} daily digest mails failed`);
}

/** The alert jobs by kind, for the job runner (`app.ts`). */
export function alertJobHandlers(d: AlertDeps): Record<string, JobHandler> {
  return {
    propertyVisible: (job) => fanOut(d, { type: 'property', id: job.key }),
    requestVisible: (job) => fanOut(d, { type: 'request', id: job.key }),
    [ALERT_MAIL_JOB]: async (job) => {
      const target = targetOfJobKey(job.key);
      if (target) await deliver(d, target, 'instant');
    },
    [DAILY_DIGEST_JOB]: () => sendDigests(d),
  };
}
