import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { login, type LoggedIn, uniqueEmail } from '../../../../test/factories.ts';
import { moderationKit } from '../report-test-kit.ts';

/*
 * Misuse (DSA Art. 23): 5 reports dismissed as manifestly unfounded within 30 days (by decision time)
 * suspend reporting for 7 days from the 5th. The test clock moves; tokens are renewed after each move.
 */
let t: TestContext;
let admin: LoggedIn;
const k = moderationKit(() => t);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await k.member('admin');
});
afterAll(() => t?.close());

/** Moves the clock and signs the given members in again (their tokens expired meanwhile). */
async function later(ms: number, ...who: LoggedIn[]) {
  t.clock.advance(ms);
  admin = await login(t.app, admin.user);
  return Promise.all(who.map((w) => login(t.app, w.user)));
}

/** A report by `reporter` (a member or a visitor's address) on a fresh member, dismissed as unfounded. */
async function unfoundedReport(reporter: LoggedIn | string, unfounded = true) {
  const target = await k.member('contractor');
  const res =
    typeof reporter === 'string'
      ? await k.anonymousReport(`/user-profile/${target.user.id}`, reporter)
      : await k.report(reporter, 'user', target.user.id, { reason: 'spam' });
  expect(res.statusCode).toBe(201);
  const decided = await k.decide(admin, res.json().id, {
    action: 'dismiss',
    unfounded,
    statement: 'Kein Verstoß erkennbar, die Meldung ist offensichtlich unbegründet.',
  });
  expect(decided.statusCode).toBe(200);
}

const reportAgain = async (reporter: LoggedIn) =>
  k.report(reporter, 'user', (await k.member('contractor')).user.id, { reason: 'spam' });

describe('misuse of reporting', () => {
  it('warns at the 5th unfounded report, refuses reports for 7 days (429), then accepts them again', async () => {
    let reporter = await k.member('client', { language: 'en' });
    for (let i = 0; i < 4; i++) await unfoundedReport(reporter);
    // Dismissed without "unfounded" does not count.
    await unfoundedReport(reporter, false);
    expect((await reportAgain(reporter)).statusCode).toBe(201);
    await unfoundedReport(reporter);

    const warning = await t.smtp.waitFor(reporter.user.email, (m) => m.subject.includes('Your reporting is paused'));
    expect(warning.text).toContain('for 7 days');
    const refused = await reportAgain(reporter);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('ReportingSuspended');

    [reporter] = await later(7 * DAY - 60_000, reporter);
    expect((await reportAgain(reporter!)).statusCode).toBe(429);
    [reporter] = await later(2 * 60_000, reporter!);
    expect((await reportAgain(reporter!)).statusCode).toBe(201);
  });

  it('counts only dismissals within 30 days of each other', async () => {
    let reporter = await k.member('client');
    for (let i = 0; i < 4; i++) await unfoundedReport(reporter);
    [reporter] = await later(31 * DAY, reporter);
    await unfoundedReport(reporter!);
    expect((await reportAgain(reporter!)).statusCode).toBe(201);
  });

  it('suspends an anonymous reporter by the address, whatever its case', async () => {
    const email = uniqueEmail('misuser');
    for (let i = 0; i < 5; i++) await unfoundedReport(email);
    await t.smtp.waitFor(email, (m) => m.subject.includes('Your reporting is paused'));
    const target = await k.member('contractor');
    const refused = await k.anonymousReport(`/user-profile/${target.user.id}`, email.toUpperCase());
    expect(refused.statusCode).toBe(429);
  });
});
