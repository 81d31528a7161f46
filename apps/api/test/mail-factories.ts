import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../src/db/schema/index.ts';
import { GAVE_UP_AT } from '../src/modules/jobs/runner.ts';
import { MAIL_JOB } from '../src/modules/mail/queries.ts';
import type { TestContext } from './test-app.ts';

/** The outbox's rows for one recipient (queued and given up), oldest first. */
export function mailJobsTo(t: TestContext, to: string) {
  return t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`lower(${jobs.payload}->>'to') = ${to.toLowerCase()}`))
    .orderBy(jobs.id);
}

/** A mail the outbox gave up on, as the runner leaves it (for tests that need one without a refusal). */
export async function givenUpMail(t: TestContext, to: string, subject = 'Gescheitert'): Promise<string> {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      kind: MAIL_JOB,
      key: randomUUID(),
      payload: { to, subject, text: 'Hallo', html: '<p>Hallo</p>' },
      runAt: GAVE_UP_AT,
      attempts: 1,
      lastError: '550 Mailbox unavailable',
      createdAt: t.clock.now(),
    })
    .returning({ id: jobs.id });
  return String(row!.id);
}
