import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import type { JobRow } from '../../db/schema/index.ts';
import { enqueueJob, enqueueOrRepeatJobs, pendingJobs } from './queries.ts';
import { createJobRunner, type JobHandler } from './runner.ts';

/* The job table as the nodes use it: each job once, follow-up jobs in the same pass, retries, stopping. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const runner = (handlers: Record<string, JobHandler>) =>
  createJobRunner({ db: t.database.db, clock: t.clock, log: t.app.log, handlers, pollMs: 60_000 });

describe('the job runner', () => {
  it('two nodes draining at once run every job exactly once, and a job’s due follow-up in the same pass', async () => {
    const ran: string[] = [];
    const handlers: Record<string, JobHandler> = {
      first: async (job) => {
        ran.push(job.key);
        await enqueueJob(t.database.db, { kind: 'second', key: job.key, runAt: t.clock.now() });
      },
      second: async (job) => {
        ran.push(`then ${job.key}`);
      },
    };
    for (let i = 0; i < 30; i++) await enqueueJob(t.database.db, { kind: 'first', key: `k${i}`, runAt: t.clock.now() });
    const [a, b] = [runner(handlers), runner(handlers)];
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ran.filter((r) => !r.startsWith('then')).sort()).toEqual([...Array(30).keys()].map((i) => `k${i}`).sort());
    expect(ran.filter((r) => r.startsWith('then'))).toHaveLength(30);
    expect(await pendingJobs(t.database.db, 'first')).toEqual([]);
    expect(await pendingJobs(t.database.db, 'second')).toEqual([]);
  });

  it('enqueued again while it runs, a job runs once more after; still pending, it stands for the new one', async () => {
    const again = () => enqueueOrRepeatJobs(t.database.db, 'repeatable', [{ key: 'r', runAt: t.clock.now() }]);
    let runs = 0;
    const r = runner({
      repeatable: async () => {
        runs += 1;
        // What the job read may be stale already: new work arrives while it runs.
        if (runs === 1) await again();
      },
    });
    await enqueueJob(t.database.db, { kind: 'repeatable', key: 'r', runAt: t.clock.now() });
    await again();
    expect(await pendingJobs(t.database.db, 'repeatable')).toHaveLength(1);
    await r.runDue();
    await r.runDue();
    expect(runs).toBe(2);
    expect(await pendingJobs(t.database.db, 'repeatable')).toEqual([]);
  });

  it('a failed job stays with its error and runs again after a pause; a job not yet due waits', async () => {
    let calls = 0;
    const r = runner({
      flaky: async () => {
        calls += 1;
        if (calls === 1) throw new Error('mail server away');
      },
    });
    await enqueueJob(t.database.db, { kind: 'flaky', key: 'x', runAt: t.clock.now() });
    await enqueueJob(t.database.db, {
      kind: 'flaky',
      key: 'later',
      runAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    await r.runDue();
    const [failed] = (await pendingJobs(t.database.db, 'flaky')).filter((j: JobRow) => j.key === 'x');
    expect(failed?.lastError).toBe('mail server away');
    await r.runDue();
    expect(calls).toBe(1);
    t.clock.advance(5_000);
    await r.runDue();
    expect(calls).toBe(2);
    expect((await pendingJobs(t.database.db, 'flaky')).map((j) => j.key)).toEqual(['later']);
  });

  it('a node that stops finishes the jobs at hand and claims no more', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    let finish: () => void = () => {};
    const ran: string[] = [];
    const r = runner({
      slow: async (job) => {
        ran.push(job.key);
        if (job.key === 's0') {
          release();
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
        }
      },
    });
    for (let i = 0; i < 8; i++) await enqueueJob(t.database.db, { kind: 'slow', key: `s${i}`, runAt: t.clock.now() });
    const pass = r.runDue();
    await started;
    const stopped = r.stop();
    finish();
    await Promise.all([pass, stopped]);
    // One claim (five jobs, run side by side) finished; the rest were never claimed.
    expect(ran.sort()).toEqual(['s0', 's1', 's2', 's3', 's4']);
    const left = await pendingJobs(t.database.db, 'slow');
    expect(left.map((j) => [j.key, j.claimedUntil])).toEqual([5, 6, 7].map((i) => [`s${i}`, null]));
    // Another node takes them at once.
    const other: string[] = [];
    await runner({ slow: async (job) => void other.push(job.key) }).runDue();
    expect(other.sort()).toEqual(['s5', 's6', 's7']);
  });
  it('a node whose shutdown grace is over hands back the claims of the jobs still running; another node takes them at once', async () => {
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const stuck = runner({
      stuck: async (job) => {
        if (job.key === 'h0') started();
        // A mail server that never answers: the job outlives the grace.
        await new Promise(() => {});
      },
    });
    for (let i = 0; i < 2; i++) await enqueueJob(t.database.db, { kind: 'stuck', key: `h${i}`, runAt: t.clock.now() });
    void stuck.runDue();
    await running;
    const claimed = await pendingJobs(t.database.db, 'stuck');
    expect(claimed.every((j) => j.claimedUntil !== null)).toBe(true);
    await stuck.handBack();
    expect((await pendingJobs(t.database.db, 'stuck')).map((j) => [j.key, j.claimedUntil])).toEqual([
      ['h0', null],
      ['h1', null],
    ]);
    // No lease to wait for: the clock has not moved.
    const other: string[] = [];
    await runner({ stuck: async (job) => void other.push(job.key) }).runDue();
    expect(other.sort()).toEqual(['h0', 'h1']);
    expect(await pendingJobs(t.database.db, 'stuck')).toEqual([]);
  });
});
