import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engine, openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { nextDueJobs } from './queries.ts';

/**
 * A node's claim on a backlog as a bulk import leaves it: 50,000 jobs due at the same moment. The claim
 * must read the rows it takes, not sort the whole backlog each time (which made a drain slower the larger
 * the import). PostgreSQL only: the planner's choice is what is tested.
 */
let database: Database;
const BACKLOG = 50_000;

describe.skipIf(engine !== 'postgres')('claiming the next jobs of a large backlog', () => {
  beforeAll(async () => {
    database = await openTestDatabase({ timeouts: { connectMs: 10_000, statementMs: 120_000 } });
    await database.db.execute(sql`
      insert into jobs (kind, key, run_at)
      select 'imported', 'row-' || g, '-infinity'::timestamptz from generate_series(1, ${BACKLOG}) g`);
    await database.db.execute(sql`analyze jobs`);
  }, 120_000);
  afterAll(() => database?.close());

  it('reads the ten jobs it takes along the due index, without a sort', async () => {
    const result = await database.db.execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (analyze, format json) ${nextDueJobs(new Date(), ['imported'], 10)}`,
    );
    const raw = result.rows[0]!['QUERY PLAN'];
    const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
    const nodes = (plan: Record<string, unknown>): Record<string, unknown>[] => [
      plan,
      ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodes),
    ];
    const steps = nodes(top!.Plan);
    expect(steps.map((n) => n['Node Type'])).not.toContain('Sort');
    const scan = steps.find((n) => n['Relation Name'] === 'jobs');
    expect(scan).toMatchObject({ 'Node Type': 'Index Scan', 'Index Name': 'jobs_due_idx' });
    expect(Number(scan!['Actual Rows'])).toBe(10);
  });
});
