import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, type LoggedIn } from '../../../test/factories.ts';
import { mailJobsTo } from '../../../test/mail-factories.ts';
import { GAVE_UP_AT } from '../jobs/runner.ts';

/* Mails refused for good: given up at once, counted, listed for admins, and sent again on their word. */
let t: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t?.close());

const failures = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/mail-failures${query}`, headers: admin.headers });
const retry = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/mail-failures/${id}/retry`, headers: admin.headers });

async function failedMailsCounted(): Promise<number> {
  const text = await t.app.metrics.registry.metrics();
  return Number(/^mails_failed_total (\d+)$/m.exec(text)?.[1]);
}

describe('mails refused for good', () => {
  it('are given up at once, counted, listed for admins, and arrive once when sent again', async () => {
    const member = await createUser(t.database.db, { language: 'en' });
    const failedBefore = await failedMailsCounted();
    t.smtp.refuse(member.email);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } }))
        .statusCode,
    ).toBe(200);
    await t.deliverMail();

    const [job, ...more] = await mailJobsTo(t, member.email);
    expect(more).toEqual([]);
    expect(job).toMatchObject({ attempts: 1, runAt: GAVE_UP_AT, lastError: expect.stringContaining('550') });
    expect(await failedMailsCounted()).toBe(failedBefore + 1);
    expect(t.smtp.mailsTo(member.email)).toEqual([]);

    const list = await failures('?pageSize=50');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 50, pending: expect.any(Number) });
    const item = list.json().items.find((i: { to: string }) => i.to === member.email);
    expect(item).toEqual({
      id: String(job!.id),
      to: member.email,
      subject: expect.stringContaining('Reset your password'),
      attempts: 1,
      lastError: expect.stringContaining('Mailbox unavailable'),
      queuedAt: job!.createdAt.toISOString(),
    });

    // The mailbox exists again; the admin sends the mail again and it arrives, once.
    t.smtp.accept(member.email);
    const again = await retry(item.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: item.id, attempts: 0 });
    expect((await t.smtp.waitForArrival(member.email)).text).toContain('/reset-password?token=');
    await t.deliverMail();
    expect(t.smtp.mailsTo(member.email)).toHaveLength(1);
    expect(await mailJobsTo(t, member.email)).toEqual([]);
    const after = (await failures('?pageSize=50')).json();
    expect(after.items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    // Sent: nothing is left to send again.
    expect((await retry(item.id)).json()).toMatchObject({ code: 'NotFound' });
    expect((await retry('not-a-number')).statusCode).toBe(404);
  });

  it('count what is on its way beside what failed', async () => {
    await t.smtp.stop();
    try {
      const before = (await failures()).json();
      const member = await createUser(t.database.db);
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } });
      await t.deliverMail();
      const during = (await failures()).json();
      // Waiting for a retry is pending, not failed.
      expect(during.pending).toBe(before.pending + 1);
      expect(during.total).toBe(before.total);
    } finally {
      await t.smtp.start();
    }
  });
});
