import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkMail } from '../../adapters/mail/templates.ts';
import { createTestApp, secondNode, type TestContext } from '../../../test/test-app.ts';
import { createUser, login, multipart, PASSWORD, pngImage, uniqueEmail } from '../../../test/factories.ts';
import { mailJobsTo } from '../../../test/mail-factories.ts';

/*
 * The outbox as members meet it: mail caused by real actions, a real SMTP server that goes away and
 * comes back, and the delivery every node runs by itself.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const forgot = (email: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

async function register(email: string) {
  const body = multipart(
    { firstName: 'Olga', lastName: 'Ausfall', email, password: 'secret1', role: 'client' },
    { avatar: { data: await pngImage(), filename: 'me.png', type: 'image/png' } },
  );
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body.payload, headers: body.headers });
}

/** A counter of a node's Prometheus registry, as `GET /metrics` renders it. */
async function counter(name: string, app = t.app): Promise<number> {
  const text = await app.metrics.registry.metrics();
  return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
}

describe('the mail outbox', () => {
  it('loses no mail in an SMTP outage: queued while the server is down, each arrives exactly once after', async () => {
    const attemptsBefore = await counter('mail_attempts_failed_total');
    const signups = [uniqueEmail('outage-signup'), uniqueEmail('outage-signup')];
    const members = [await createUser(t.database.db), await createUser(t.database.db), await createUser(t.database.db)];
    const recipients = [...signups, ...members.map((m) => m.email)];
    await t.smtp.stop();
    try {
      for (const email of signups) expect((await register(email)).statusCode).toBe(201);
      for (const member of members) expect((await forgot(member.email)).statusCode).toBe(200);
      // Every attempt fails (the connection is refused): nothing arrives, every mail waits for a retry.
      await t.deliverMail();
      for (const to of recipients) {
        const [job, ...more] = await mailJobsTo(t, to);
        expect(more).toEqual([]);
        expect(job!.lastError).toMatch(/ECONNREFUSED/);
        expect(job!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
      }
      expect(recipients.flatMap((to) => t.smtp.mailsTo(to))).toEqual([]);
      expect((await counter('mail_attempts_failed_total')) - attemptsBefore).toBeGreaterThanOrEqual(recipients.length);
    } finally {
      await t.smtp.start();
    }
    // The server is back. Once the retries are due, the node's own delivery sends them, unasked.
    t.clock.advance(5 * MINUTE);
    for (const to of signups) expect((await t.smtp.waitForArrival(to)).text).toContain('/verify-email?token=');
    for (const m of members) expect((await t.smtp.waitForArrival(m.email)).text).toContain('/reset-password?token=');
    await t.deliverMail();
    for (const to of recipients) expect(t.smtp.mailsTo(to)).toHaveLength(1);
    for (const to of recipients) expect(await mailJobsTo(t, to)).toEqual([]);
  });

  it('queues no mail for a change that rolls back', async () => {
    const to = uniqueEmail('rolled-back');
    const mail = linkMail('verifyEmail', 'en', to, 'Rolf', 'http://app.test/verify-email?token=x');
    const change = t.database.db.transaction(async (tx) => {
      await t.app.mailOutbox.queue(tx, mail);
      throw new Error('the change failed');
    });
    await expect(change).rejects.toThrow('the change failed');
    await t.deliverMail();
    expect(t.smtp.mailsTo(to)).toEqual([]);
    expect(await mailJobsTo(t, to)).toEqual([]);

    // Two sign-ups with one address at once: one account, one mail (the loser's insert rolls back).
    const email = uniqueEmail('twice');
    const answers = await Promise.all([register(email), register(email)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    await t.deliverMail();
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
  });

  it('two nodes on one database send each mail once', async () => {
    const b = await secondNode(t, 'b');
    const sentBefore = (await counter('mails_sent_total')) + (await counter('mails_sent_total', b));
    try {
      const members = await Promise.all([...Array(12).keys()].map(() => createUser(t.database.db)));
      // Queued through both nodes while the server is down, so that both find all of them due at once.
      await t.smtp.stop();
      try {
        for (const [i, m] of members.entries()) expect((await forgot(m.email, i % 2 ? b : t.app)).statusCode).toBe(200);
        await t.deliverMail();
      } finally {
        await t.smtp.start();
      }
      t.clock.advance(5 * MINUTE);
      const nodes = [t.app, b, t.app, b];
      await Promise.all(nodes.map((node) => node.mailOutbox.deliverDue()));
      await t.deliverMail();
      for (const m of members) expect(t.smtp.mailsTo(m.email)).toHaveLength(1);
      const sentAfter = (await counter('mails_sent_total')) + (await counter('mails_sent_total', b));
      expect(sentAfter - sentBefore).toBe(members.length);
    } finally {
      await b.close();
    }
  });

  it('erasing an account deletes the mails still queued or given up to its address', async () => {
    const member = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    t.smtp.refuse(member.email);
    t.smtp.refuse(other.email);
    try {
      for (const email of [member.email, member.email, other.email]) expect((await forgot(email)).statusCode).toBe(200);
      await t.deliverMail();
      expect(await mailJobsTo(t, member.email)).toHaveLength(2);
      const { headers } = await login(t.app, member);
      const erased = await t.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        payload: { password: PASSWORD },
        headers,
      });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(await mailJobsTo(t, member.email)).toEqual([]);
      expect(await mailJobsTo(t, other.email)).toHaveLength(1);
    } finally {
      t.smtp.accept(member.email);
      t.smtp.accept(other.email);
    }
  });
});
