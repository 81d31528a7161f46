import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { complaintDeadline } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { type LoggedIn, PASSWORD, seedPostalCodes } from '../../../../test/factories.ts';
import { linkIn } from '../../../../test/smtp-sink.ts';
import { complaintLinkToken, decide } from '../../../../test/moderation-factories.ts';
import { createProperty } from '../../../../test/route-access/fixtures.ts';
import { addMonths } from '../../../lib/clock.ts';
import { en, moderationKit } from '../report-test-kit.ts';

let t: TestContext;
let admin: LoggedIn;
let tenant: LoggedIn;
const k = moderationKit(() => t);
const DAY = 86_400_000;
const EXPLANATION = 'Ich habe niemandem Werbung geschickt, das war ein anderes Konto.';

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  admin = await k.member('admin');
  tenant = await k.member('client', { language: 'en' });
});
afterAll(() => t?.close());
afterEach(() => t.clock.reset());

// Plans far beyond the six months, so a reinstated member signs in whatever the clock says.
const member = (language: 'de' | 'en' = 'en') =>
  k.member('contractor', { language, paymentExpiresAt: addMonths(new Date(), 24) });
const byLink = (token: string, ip = '10.1.0.1', explanation = EXPLANATION) =>
  k.call('POST', '/api/moderation/complaint-by-link', null, { token, explanation }, { remoteAddress: ip });
const logIn = (who: LoggedIn) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: who.user.email, password: PASSWORD } });

/** The member suspended through the admin's decision endpoint; the link from their statement of reasons. */
async function suspendedByAdmin(who: LoggedIn) {
  const report = await k.report(tenant, 'user', who.user.id, { reason: 'spam' });
  expect((await k.decide(admin, report.json().id, { action: 'suspend' })).statusCode).toBe(200);
  const mail = await t.smtp.waitFor(who.user.email, (m) => m.text.includes('/complaint?token='));
  return { mail, token: new URL(linkIn(mail, '/complaint?token=')).searchParams.get('token')! };
}

/** A member suspended (by the factory) at `decidedAt`, with the token of their link. */
async function suspended(decidedAt?: Date) {
  const who = await member();
  const { decision } = await decide(t, {
    subjectType: 'user',
    subjectId: who.user.id,
    reporters: [tenant],
    action: 'suspend',
    decidedAt,
  });
  return { who, decision, token: await complaintLinkToken(t, decision, who.user.id) };
}

const tokenError = { code: 'ValidationFailed', fields: { token: en('tokenRequired') } };

describe('POST /api/moderation/complaint-by-link', () => {
  it('lets a suspended member complain by the mailed link; a reversal lets them sign in again', async () => {
    const who = await member();
    const { mail, token } = await suspendedByAdmin(who);
    expect(mail.text).toContain('works while your account is suspended');
    expect(mail.text).not.toContain('/profile-view');
    expect((await logIn(who)).json().code).toBe('Blocked');

    const filed = await byLink(token);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ explanation: EXPLANATION, status: 'open', outcome: null });
    const receipt = await t.smtp.waitFor(who.user.email, (m) => m.subject.includes('We received your complaint'));
    expect(receipt.text).toContain('your account');
    // Suspended, they cannot sign in: the receipt links to no page of the app.
    expect(receipt.text).not.toContain('/profile-view');
    const queue = await k.call('GET', '/api/admin/complaints?status=open&pageSize=100', admin);
    const listed = queue.json().items.find((c: { id: string }) => c.id === filed.json().id);
    expect(listed).toMatchObject({ complainantRole: 'owner', decision: { action: 'suspend' } });

    const twice = await byLink(token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ComplaintExists');

    const statement = 'Das Konto gehört jemand anderem; die Sperre wird aufgehoben.';
    const res = await k.call('POST', `/api/admin/complaints/${filed.json().id}/resolve`, admin, {
      outcome: 'reversed',
      statement,
    });
    expect(res.statusCode).toBe(200);
    expect((await logIn(who)).statusCode).toBe(200);
    // Nothing is left to complain about.
    expect((await byLink(token)).json().code).toBe('Conflict');
  });

  it('tells a German member in German, and only a suspension carries the link', async () => {
    const who = await member('de');
    const { mail } = await suspendedByAdmin(who);
    expect(mail.text).toContain('funktioniert auch während der Sperre');
    expect(mail.text).toContain('Beschwerde einlegen:');

    const owner = await member();
    const listing = await createProperty(t, owner);
    const report = await k.report(tenant, 'property', listing.id);
    await k.decide(admin, report.json().id, { action: 'warn' });
    const warning = await t.smtp.waitFor(owner.user.email, (m) => m.text.includes('You receive a warning'));
    expect(warning.text).toContain('/profile-view');
    expect(warning.text).not.toContain('/complaint?token=');
  });

  it('answers 409 ComplaintPeriodOver after the six months', async () => {
    const { decision, token } = await suspended();
    t.clock.advance(complaintDeadline(decision.createdAt).getTime() - Date.now() + DAY);
    const late = await byLink(token, '10.1.0.2');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ComplaintPeriodOver');
  });

  it('answers 400 at the token for a tampered, foreign, other-type or long expired token', async () => {
    const { who, decision, token } = await suspended();
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const someoneElse = await member();
    const cases = [
      `${head}.${payload}.${flipped}`,
      'not-a-token',
      // A signed-in member's access token opens no complaint.
      who.accessToken,
      // A valid link, but of a member the decision is not about.
      await complaintLinkToken(t, decision, someoneElse.user.id),
    ];
    for (const bad of cases) {
      const res = await byLink(bad, '10.1.0.3');
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject(tokenError);
    }
    // Long after the deadline the link itself has expired.
    t.clock.advance(complaintDeadline(decision.createdAt).getTime() - Date.now() + 60 * DAY);
    expect((await byLink(token, '10.1.0.3')).json()).toMatchObject(tokenError);
    t.clock.reset();
    expect((await byLink(token, '10.1.0.3')).statusCode).toBe(201);
  });

  it('limits the calls of one address', async () => {
    for (let i = 0; i < 20; i += 1) expect((await byLink('guessed', '10.1.0.4')).statusCode).toBe(400);
    const limited = await byLink('guessed', '10.1.0.4');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
