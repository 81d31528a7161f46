import { ALERT_BUNDLE_MINUTES, hasValidPlan, type Language } from '@mietmatch/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FindableKind } from '../../platform/findable-kind.ts';
import type { JwtService } from '../../lib/jwt.ts';
import { alertMail, type AlertItems } from '../../adapters/mail/alert-templates.ts';
import { enqueueJob, enqueueOrRepeatJobs } from '../jobs/index.ts';
import type { MailQueue } from '../mail/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { type AlertTarget, unsubscribeUrl } from '../saved-searches/index.ts';
import { findUserById } from '../../db/members.ts';
import { isActiveMember } from '../../db/members.ts';
import {
  type AlertSubject,
  claimUnmailedHits,
  type FindableKinds,
  kindOf,
  lastMailedAt,
  lastMailedOf,
  lockTarget,
  targetKey,
} from './alert-queries.ts';

export interface AlertDeps {
  db: Db;
  clock: Clock;
  jwt: JwtService;
  outbox: MailQueue;
  notifier: Notifier;
  appUrl: string;
  log: FastifyBaseLogger;
  findable: FindableKinds;
  /** The tenant requests with alerts on that a listing fits (the match rule is the matches module's). */
  requestsFitting: (db: Executor, propertyId: string) => Promise<{ requestId: string }[]>;
}

const BUNDLE_MS = ALERT_BUNDLE_MINUTES * 60_000;
export const ALERT_MAIL_JOB = 'alertMail';

/** Who is told at all: active members (not blocked, deleted or deactivated) on a valid plan. */
export function mayBeAlerted(user: UserRow | null | undefined, now: Date): user is UserRow {
  return !!user && user.role !== 'admin' && isActiveMember(user) && hasValidPlan(user, now);
}

/** What a tenant request's alerts are called: its city, else "your request". */
export function requestAlertName(city: string | null, language: Language): string {
  return city ?? (language === 'de' ? 'Dein Gesuch' : 'Your request');
}

/**
 * The `alertMail` job of a target at a time. The time is part of the key: a job of the same target
 * that is running right now (its row still exists) must not swallow the next bundle's job.
 */
export async function scheduleAlertMail(db: Executor, target: AlertTarget, runAt: Date): Promise<void> {
  await enqueueJob(db, { kind: ALERT_MAIL_JOB, key: `${targetKey(target)}@${runAt.toISOString()}`, runAt });
}

/**
 * The `alertMail` jobs of the targets a new listing or request reached, each when its mail is due: at
 * once (the job `kind:id@now`), or at the end of the bundle its last mail opened (`kind:id@<end>`).
 * A further hit of a target finds that job pending and adds none, since the job claims every unmailed
 * hit when it runs: a bulk import costs a job per target and bundle, not one per hit. A job of the key
 * that is running may have claimed its hits already; it runs once more (`enqueueOrRepeatJobs`).
 */
export async function scheduleAlertMailsAsDue(db: Executor, targets: AlertTarget[], now: Date): Promise<void> {
  const last = await lastMailedOf(db, targets);
  // One row per key: a statement may not update the same job twice.
  const distinct = [...new Map(targets.map((t) => [targetKey(t), t])).values()];
  await enqueueOrRepeatJobs(
    db,
    ALERT_MAIL_JOB,
    distinct.map((t) => {
      const end = (last.get(targetKey(t))?.getTime() ?? Number.NEGATIVE_INFINITY) + BUNDLE_MS;
      return end > now.getTime()
        ? { key: `${targetKey(t)}@${new Date(end).toISOString()}`, runAt: new Date(end) }
        : { key: `${targetKey(t)}@now`, runAt: now };
    }),
  );
}

/** The target of an `alertMail` job's key. */
export function targetOfJobKey(key: string): AlertTarget | null {
  const match = /^(savedSearch|request):([0-9a-f-]{36})@/.exec(key);
  return match ? { kind: match[1] as AlertTarget['kind'], id: match[2]! } : null;
}

/** What the mail says of the subjects, in their order (oldest hit first). */
async function itemsFor(db: Executor, kind: FindableKind, subjects: AlertSubject[]): Promise<AlertItems> {
  const order = (id: string) => subjects.findIndex((s) => s.id === id);
  const byOrder = (a: { id: string }, b: { id: string }) => order(a.id) - order(b.id);
  const found = await kind.mailItems(
    db,
    subjects.map((s) => s.id),
  );
  found.items.sort(byOrder);
  return found;
}

/**
 * Mails a target what it has not been mailed yet and is still findable, marking it mailed.
 * `instant`: at most one mail per target per `ALERT_BUNDLE_MINUTES` — within that time of the last
 * mail an `alertMail` job is scheduled for its end instead (it bundles what arrives meanwhile).
 * `daily`: the digest of a daily saved search. The target's row is locked while deciding, so that
 * nodes working on the same target at once send one mail. A target whose setting is no longer
 * `mode`, or whose member may not be alerted, gets nothing. The mail is queued in the transaction
 * that marks the hits mailed: both happen or neither.
 */
export async function deliver(d: AlertDeps, target: AlertTarget, mode: 'instant' | 'daily'): Promise<void> {
  const now = d.clock.now();
  await d.db.transaction(async (tx) => {
    const t = await lockTarget(tx, target, d.findable);
    if (!t || t.alert !== mode) return;
    const user = await findUserById(tx, t.userId);
    if (!mayBeAlerted(user, now)) return;
    if (mode === 'instant') {
      const last = await lastMailedAt(tx, target);
      if (last && now.getTime() - last.getTime() < BUNDLE_MS) {
        await scheduleAlertMail(tx, target, new Date(last.getTime() + BUNDLE_MS));
        return;
      }
    }
    const subjects = await claimUnmailedHits(tx, target, now, d.findable);
    if (subjects.length === 0) return;
    const searchName = target.kind === 'request' ? requestAlertName(t.city, user.language) : t.name;
    await d.outbox.queue(
      tx,
      alertMail({
        language: user.language,
        to: user.email,
        firstName: user.firstName,
        searchName,
        digest: mode === 'daily',
        found: await itemsFor(tx, kindOf(d.findable, t.kind), subjects),
        appUrl: d.appUrl,
        unsubscribeUrl: await unsubscribeUrl(d.jwt, d.appUrl, user.id, target),
      }),
    );
  });
}
