import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs, type JobRow } from '../../db/schema/index.ts';

/**
 * Adds a job unless one of the same kind and key is pending (then nothing changes): callers may
 * enqueue the same work freely. Answers whether a new job was added.
 */
export async function enqueueJob(
  db: Executor,
  job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown>; createdAt?: Date },
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {}, createdAt: job.createdAt })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Many jobs of a kind in one statement; those already pending are left as they are. Answers the keys added. */
async function enqueueJobs(
  db: Executor,
  kind: string,
  list: { key: string; runAt: Date; payload?: Record<string, unknown> }[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(list.map((j) => ({ kind, key: j.key, runAt: j.runAt, payload: j.payload ?? {} })))
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ key: jobs.key });
  return rows.map((r) => r.key);
}

/**
 * Many jobs of one kind, where a pending job of the same key stands for the new one. One that has not
 * started will see whatever the caller wrote before: nothing changes. One that is running may have looked
 * already: its claim is released (it was due when claimed), so it runs once more after it ends —
 * `completeJob` leaves a job whose claim is no longer its own in place. One that ended meanwhile is added
 * anew. No statement locks a pending job (an upsert would, and callers adding the same keys at once would
 * wait for each other's commits).
 */
export async function enqueueOrRepeatJobs(
  db: Executor,
  kind: string,
  list: { key: string; runAt: Date; payload?: Record<string, unknown> }[],
): Promise<void> {
  // In the order of their keys: callers adding overlapping keys at once (two listings reaching the same
  // requests) then wait for each other at most, where in any order each could hold a key the other needs.
  const ordered = [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const added = new Set(await enqueueJobs(db, kind, ordered));
  const pending = ordered.filter((j) => !added.has(j.key));
  if (pending.length === 0) return;
  const released = new Set(
    (
      await db
        .update(jobs)
        .set({ claimedUntil: null })
        .where(
          and(
            eq(jobs.kind, kind),
            sql`${jobs.key} = any(${sql.param(pending.map((j) => j.key))}::text[])`,
            isNotNull(jobs.claimedUntil),
          ),
        )
        .returning({ key: jobs.key })
    ).map((r) => r.key),
  );
  await enqueueJobs(
    db,
    kind,
    pending.filter((j) => !released.has(j.key)),
  );
}

/** The next due jobs no node holds, in the order they are taken (read along `jobs_due_idx`). */
export function nextDueJobs(now: Date, kinds: string[], limit: number) {
  return sql`
      select id from ${jobs}
      where run_at <= ${now.toISOString()}::timestamptz and kind = any(${`{${kinds.join(',')}}`}::text[])
        and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
      order by run_at, id
      limit ${limit}
      for update skip locked`;
}

/**
 * Claims up to `limit` due jobs for `leaseMs`: `for update skip locked` lets every node claim at
 * once without two taking the same job; a claim whose node died runs again when its lease ends.
 */
export async function claimDueJobs(
  db: Executor,
  now: Date,
  kinds: string[],
  limit: number,
  leaseMs: number,
): Promise<JobRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    update ${jobs} set claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
      attempts = attempts + 1
    where id in (${nextDueJobs(now, kinds, limit)})
    returning id`);
  const ids = result.rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} = any(${`{${ids.join(',')}}`}::bigint[])`)
    .orderBy(jobs.runAt, jobs.id);
}

/** A finished job is gone; the same kind and key may be enqueued again. */
export async function completeJob(db: Executor, id: number, claimedUntil: Date | null): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(eq(jobs.id, id), claimedUntil ? eq(jobs.claimedUntil, claimedUntil) : sql`${jobs.claimedUntil} is null`),
    );
}

/** A failed job runs again at `retryAt` (its claim released), keeping the error for operators. */
export async function failJob(db: Executor, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ claimedUntil: null, runAt: retryAt, lastError: error.slice(0, 2000) })
    .where(eq(jobs.id, id));
}

/**
 * Hands claims back (a stopping node's jobs that did not finish in time): another node takes them at
 * its next poll instead of after the lease. Only a claim still ours is released (the same
 * `claimed_until`): once the lease ran out, another node may hold the job.
 */
export async function releaseClaims(db: Executor, claimed: { id: number; claimedUntil: Date | null }[]): Promise<void> {
  const byLease = new Map<number, number[]>();
  for (const job of claimed) {
    if (!job.claimedUntil) continue;
    const until = job.claimedUntil.getTime();
    byLease.set(until, [...(byLease.get(until) ?? []), job.id]);
  }
  for (const [until, ids] of byLease)
    await db
      .update(jobs)
      .set({ claimedUntil: null })
      .where(and(inArray(jobs.id, ids), eq(jobs.claimedUntil, new Date(until))));
}

/** Jobs of a kind still pending (tests and operators). */
export async function pendingJobs(db: Executor, kind: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.runAt, jobs.id);
}
