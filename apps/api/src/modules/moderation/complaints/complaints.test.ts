import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { complaintDeadline } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createLoggedInUser, login, type LoggedIn, PASSWORD, seedPostalCodes } from '../../../../test/factories.ts';
import { createConversation, createProperty, createRequest } from '../../../../test/route-access/fixtures.ts';
import { decide, fileComplaintDirectly } from '../../../../test/moderation-factories.ts';
import { addMonths } from '../../../lib/clock.ts';
import { messages, moderationCases, properties, reports, users } from '../../../db/schema/index.ts';
import { closeAll, listen, next, open } from '../../../realtime/test-sockets.ts';

let t: TestContext;
let admin: LoggedIn;
let base: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  await seedPostalCodes(t.database.db);
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(async () => {
  closeAll();
  await t.close();
});
afterEach(() => t.clock.reset());

// Plans far beyond the six months, so a member still signs in after the clock has moved.
const member = (role: 'client' | 'contractor', extra: Record<string, unknown> = {}) =>
  createLoggedInUser(t.app, t.database.db, {
    role,
    language: 'en',
    paymentExpiresAt: addMonths(new Date(), 24),
    ...extra,
  });
const call = (method: 'GET' | 'POST', url: string, who: LoggedIn | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...(who?.headers ?? {}), 'accept-language': 'en' } });
const complain = (id: string, who: LoggedIn) =>
  call('POST', `/api/moderation/decisions/${id}/complaint`, who, {
    explanation: 'Die Wohnung gibt es wirklich, die Kaution erst nach Vertrag.',
  });
const resolve = (
  id: string,
  outcome: 'upheld' | 'reversed',
  statement = 'Nach Prüfung der Unterlagen ist das Inserat echt.',
) => call('POST', `/api/admin/complaints/${id}/resolve`, admin, { outcome, statement });

async function removedListing(landlord: LoggedIn, reporters: Parameters<typeof decide>[1]['reporters']) {
  const listing = await createProperty(t, landlord);
  const { decision } = await decide(t, { subjectType: 'property', subjectId: listing.id, reporters, action: 'remove' });
  return { listing, decision };
}
const propertyRow = async (id: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0];
const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  const { updatedAt: _, ...rest } = row!;
  return rest;
};

describe('complaining about a decision', () => {
  it('is accepted one day before the six months are over and refused one day after', async () => {
    const landlord = await member('contractor');
    const tenant = await member('client');
    const early = await removedListing(landlord, [tenant]);
    t.clock.advance(complaintDeadline(early.decision.createdAt).getTime() - t.clock.now().getTime() - DAY);
    const res = await complain(early.decision.id, await login(t.app, landlord.user));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ decisionId: early.decision.id, status: 'open', outcome: null });

    t.clock.reset();
    const late = await removedListing(landlord, [tenant]);
    t.clock.advance(complaintDeadline(late.decision.createdAt).getTime() - t.clock.now().getTime() + DAY);
    const refused = await complain(late.decision.id, await login(t.app, landlord.user));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ComplaintPeriodOver');
  });

  it('is accepted once: a second complaint, also at the same moment, is ComplaintExists', async () => {
    const landlord = await member('contractor');
    const { decision } = await removedListing(landlord, [await member('client')]);
    const both = await Promise.all([complain(decision.id, landlord), complain(decision.id, landlord)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await complain(decision.id, landlord);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ComplaintExists');
  });

  it('is not found for a stranger, a reporter of a restriction, the owner of a dismissal or no decision', async () => {
    const landlord = await member('contractor');
    const tenant = await member('client');
    const { decision } = await removedListing(landlord, [tenant]);
    expect((await complain(decision.id, await member('client'))).statusCode).toBe(404);
    expect((await complain(decision.id, tenant)).statusCode).toBe(404);
    const listing = await createProperty(t, landlord);
    const dismissed = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [tenant],
      action: 'dismiss',
    });
    expect((await complain(dismissed.decision.id, landlord)).statusCode).toBe(404);
    expect((await complain('not-a-decision', landlord)).statusCode).toBe(404);
    expect((await complain('00000000-0000-4000-8000-000000000000', landlord)).statusCode).toBe(404);
  });

  it('confirms the complaint by mail and shows it to admins with the whole decision', async () => {
    const landlord = await member('contractor');
    const { decision, listing } = await removedListing(landlord, [await member('client')]);
    const created = (await complain(decision.id, landlord)).json();
    const mail = await t.smtp.waitFor(landlord.user.email, (m) => m.subject.includes('received your complaint'));
    expect(mail.text).toContain(listing.title);

    const queue = await call('GET', '/api/admin/complaints?status=open&pageSize=100', admin);
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((c: { id: string }) => c.id === created.id);
    expect(item).toMatchObject({
      complainantRole: 'owner',
      status: 'open',
      decision: { id: decision.id, role: 'admin', statement: decision.statement, action: 'remove' },
    });
    const created1 = queue.json().items.map((c: { createdAt: string }) => c.createdAt);
    expect([...created1].sort()).toEqual(created1);
    expect((await call('GET', '/api/admin/complaints', landlord)).statusCode).toBe(403);
  });
});

describe('resolving a complaint', () => {
  it('upheld: the decision stands and the complainant reads the reasons', async () => {
    const landlord = await member('contractor');
    const { decision, listing } = await removedListing(landlord, [await member('client')]);
    const complaint = (await complain(decision.id, landlord)).json();
    const res = await resolve(complaint.id, 'upheld', 'Die Fotos stammen aus einem anderen Inserat in Hamburg.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', outcome: 'upheld' });
    expect((await propertyRow(listing.id))!.moderation).toBe('removed');
    const mail = await t.smtp.waitFor(landlord.user.email, (m) => m.subject.includes('complaint was reviewed'));
    expect(mail.text).toContain('anderen Inserat in Hamburg');
    expect((await resolve(complaint.id, 'reversed')).json().code).toBe('Conflict');
    expect((await propertyRow(listing.id))!.moderation).toBe('removed');
  });

  it('reversed removal: the listing row is as before, owner and reporters are mailed', async () => {
    const landlord = await member('contractor');
    const tenant = await member('client');
    const anonymous = { name: 'Anna Anonym', email: `anna-${Date.now()}@example.test`, language: 'en' as const };
    const listing = await createProperty(t, landlord);
    const before = await propertyRow(listing.id);
    const { decision } = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [tenant, anonymous, 'system'],
      action: 'remove',
    });
    expect(await propertyRow(listing.id)).toMatchObject({ moderation: 'removed', moderationDecisionId: decision.id });
    const complaint = (await complain(decision.id, landlord)).json();
    const socket = await open(base, landlord.accessToken);
    const event = next(socket, 'moderationDecision');
    const res = await resolve(
      complaint.id,
      'reversed',
      'Der Mietvertrag liegt vor, die Kaution ist erst danach fällig.',
    );
    expect(await event).toEqual({
      decisionId: decision.id,
      subjectType: 'property',
      subjectId: listing.id,
      action: 'remove',
      reversed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'reversed', status: 'resolved' });
    expect(await propertyRow(listing.id)).toEqual(before);

    const toOwner = await t.smtp.waitFor(landlord.user.email, (m) => m.subject.includes('was reversed'));
    expect(toOwner.text).toContain('Der Mietvertrag liegt vor');
    expect(toOwner.text).toContain('visible to everyone again');
    const toTenant = await t.smtp.waitFor(tenant.user.email, (m) => m.subject.includes('reversed'));
    const toAnonymous = await t.smtp.waitFor(anonymous.email, (m) => m.subject.includes('was reversed'));
    // A reporter learns the outcome, not the reasons given about the other member.
    for (const mail of [toTenant, toAnonymous]) expect(mail.text).not.toContain('Der Mietvertrag liegt vor');

    const list = (await call('GET', '/api/moderation/decisions', landlord)).json();
    expect(list.items[0]).toMatchObject({ id: decision.id, canComplain: false, complaint: { outcome: 'reversed' } });
    expect(list.items[0].reversedAt).not.toBeNull();
  });

  it('reversed message removal: the message row is as before and the thread shows it again live', async () => {
    const landlord = await member('contractor');
    const tenant = await member('client');
    const request = await createRequest(t, tenant);
    const { landlordMessageId } = await createConversation(t, landlord, tenant, request.id);
    const messageRow = async () =>
      (await t.database.db.select().from(messages).where(eq(messages.id, landlordMessageId)))[0];
    const before = await messageRow();
    const { decision } = await decide(t, {
      subjectType: 'message',
      subjectId: landlordMessageId,
      reporters: [tenant],
      action: 'remove',
    });
    expect((await messageRow())!.moderation).toBe('removed');
    const complaint = (await complain(decision.id, landlord)).json();
    const socket = await open(base, tenant.accessToken);
    const event = next<{ message: { id: string; message: string } }>(socket, 'updateMessage');
    expect((await resolve(complaint.id, 'reversed')).statusCode).toBe(200);
    expect(await messageRow()).toEqual(before);
    expect((await event).message).toMatchObject({ id: landlordMessageId, message: before!.body });
  });

  it('reversed suspension: the member row is as before and the member signs in again', async () => {
    const tenant = await member('client');
    const target = await member('contractor');
    const before = await userRow(target.user.id);
    const { decision } = await decide(t, {
      subjectType: 'user',
      subjectId: target.user.id,
      reporters: [tenant],
      action: 'suspend',
    });
    const blocked = await call('POST', '/api/auth/login', null, { email: target.user.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(403);
    // A suspended member cannot sign in: their complaint arrives by mail and is recorded for them.
    const complaint = await fileComplaintDirectly(t, decision, target.user.id);
    expect((await resolve(complaint.id, 'reversed')).statusCode).toBe(200);
    expect(await userRow(target.user.id)).toEqual(before);
    const again = await call('POST', '/api/auth/login', null, { email: target.user.email, password: PASSWORD });
    expect(again.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(target.user.email, (m) => m.subject.includes('was reversed'));
    expect(mail.text).toContain('sign in again');
    await t.smtp.waitFor(tenant.user.email, (m) => m.subject.includes('was reversed'));
  });

  it('reversed warning: lifted, unless another warning of the member stands', async () => {
    const target = await member('contractor');
    const reporter = await member('client');
    const first = await decide(t, {
      subjectType: 'user',
      subjectId: target.user.id,
      reporters: [reporter],
      action: 'warn',
    });
    expect((await userRow(target.user.id)).isWarned).toBe(true);
    const complaint = (await complain(first.decision.id, target)).json();
    await resolve(complaint.id, 'reversed');
    expect((await userRow(target.user.id)).isWarned).toBe(false);

    const listing = await createProperty(t, target);
    const second = await decide(t, {
      subjectType: 'user',
      subjectId: target.user.id,
      reporters: [reporter],
      action: 'warn',
    });
    await decide(t, { subjectType: 'property', subjectId: listing.id, reporters: [reporter], action: 'warn' });
    const next = (await complain(second.decision.id, target)).json();
    await resolve(next.id, 'reversed');
    expect((await userRow(target.user.id)).isWarned).toBe(true);
  });

  it('reversed dismissal: the reporter complained, the case and its reports are back in the queue', async () => {
    const landlord = await member('contractor');
    const reporter = await member('client');
    const listing = await createProperty(t, landlord);
    const { decision, reports: filed } = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [reporter],
      action: 'dismiss',
    });
    const complaint = await complain(decision.id, reporter);
    expect(complaint.statusCode).toBe(201);
    await resolve(complaint.json().id, 'reversed', 'Die Meldung war begründet, wir prüfen erneut.');
    const [report] = await t.database.db.select().from(reports).where(eq(reports.id, filed[0]!.id));
    expect(report).toMatchObject({ status: 'open', decisionId: null, decidedAt: null, caseId: decision.caseId });
    const [caseRow] = await t.database.db.select().from(moderationCases).where(eq(moderationCases.id, decision.caseId));
    expect(caseRow).toMatchObject({ status: 'open', decisionId: null, decidedAt: null });
    const mail = await t.smtp.waitFor(reporter.user.email, (m) => m.subject.includes('was reversed'));
    // Their own complaint: the reporter reads the reasons.
    expect(mail.text).toContain('wir prüfen erneut');
  });

  it('reversed dismissal while the item has a new open case: the reports join that case', async () => {
    const landlord = await member('contractor');
    const first = await member('client');
    const second = await member('client');
    const listing = await createProperty(t, landlord);
    const { decision, reports: filed } = await decide(t, {
      subjectType: 'property',
      subjectId: listing.id,
      reporters: [first],
      action: 'dismiss',
      reason: 'spam',
    });
    const { fileReport } = await import('../cases/case-queries.ts');
    const { caseRow: open } = await t.database.db.transaction((tx) =>
      fileReport(tx, {
        subjectType: 'property',
        subjectId: listing.id,
        subjectOwnerId: landlord.user.id,
        reason: 'scam',
        explanation: 'Wieder Kaution vor Besichtigung.',
        reporterId: second.user.id,
        at: t.clock.now(),
      }),
    );
    const complaint = (await complain(decision.id, first)).json();
    await resolve(complaint.id, 'reversed');
    const [moved] = await t.database.db.select().from(reports).where(eq(reports.id, filed[0]!.id));
    expect(moved).toMatchObject({ caseId: open.id, status: 'open', decisionId: null });
    const [merged] = await t.database.db.select().from(moderationCases).where(eq(moderationCases.id, open.id));
    expect(merged).toMatchObject({ status: 'open', reportCount: 2 });
    expect([...merged!.reasons].sort()).toEqual(['scam', 'spam']);
  });

  it('is for admins only, and unknown complaints are not found', async () => {
    const landlord = await member('contractor');
    const { decision } = await removedListing(landlord, [await member('client')]);
    const complaint = (await complain(decision.id, landlord)).json();
    const body = { outcome: 'reversed', statement: 'Nach Prüfung der Unterlagen ist das Inserat echt.' };
    const asMember = await call('POST', `/api/admin/complaints/${complaint.id}/resolve`, landlord, body);
    expect(asMember.statusCode).toBe(403);
    expect((await resolve('00000000-0000-4000-8000-000000000000', 'upheld')).statusCode).toBe(404);
    expect((await resolve('nope', 'upheld')).statusCode).toBe(404);
  });
});
