import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { type LoggedIn, seedPostalCodes, uniqueEmail } from '../../../../test/factories.ts';
import { listen, next, open } from '../../../realtime/test-sockets.ts';
import { createConversation, createProperty, createRequest } from '../../../../test/route-access/fixtures.ts';
import { reports, users } from '../../../db/schema/index.ts';
import { en, moderationKit } from '../report-test-kit.ts';

let t: TestContext;
let base: string;
let admin: LoggedIn;
let landlord: LoggedIn;
let tenant: LoggedIn;
let otherTenant: LoggedIn;
const k = moderationKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  await seedPostalCodes(t.database.db);
  admin = await k.member('admin');
  landlord = await k.member('contractor');
  tenant = await k.member('client', { language: 'de' });
  otherTenant = await k.member('client');
});
afterAll(() => t?.close());

const rowsOf = (subjectId: string) => t.database.db.select().from(reports).where(eq(reports.subjectId, subjectId));

describe('POST /api/reports by a member', () => {
  it('files a report (201 with a reference), mails the confirmation and tells admins live', async () => {
    const property = await createProperty(t, landlord);
    const socket = await open(base, admin.accessToken);
    const live = next<{ reportId: string; subjectId: string; reason: string; automated: boolean }>(socket, 'newReport');
    const res = await k.report(tenant, 'property', property.id);
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toMatch(/^MM-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await live).toEqual({
      reportId: id,
      subjectType: 'property',
      subjectId: property.id,
      reason: 'scam',
      automated: false,
    });
    // The member's own language, whatever the request said.
    const mail = await t.smtp.waitFor(tenant.user.email, (m) => m.subject.includes(reference));
    expect(mail.text).toContain(`Aktenzeichen: ${reference}`);
    socket.disconnect();
  });

  it('answers a second report of the same open item with the first (200, one row, one mail)', async () => {
    const property = await createProperty(t, landlord);
    const first = await k.report(otherTenant, 'property', property.id);
    const again = await k.report(otherTenant, 'property', property.id, { reason: 'spam' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), alreadyReported: true });
    expect(await rowsOf(property.id)).toHaveLength(1);
    await t.deliverMail();
    const mails = t.smtp.mails.filter(
      (m) => m.to.includes(otherTenant.user.email) && m.subject.includes(first.json().reference),
    );
    expect(mails).toHaveLength(1);
  });

  it('answers 404 for an unknown, invisible or own item and for an admin', async () => {
    const property = await createProperty(t, landlord);
    const request = await createRequest(t, tenant);
    expect((await k.report(tenant, 'property', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await k.report(tenant, 'property', 'not-an-id')).statusCode).toBe(404);
    expect((await k.report(landlord, 'property', property.id)).statusCode).toBe(404);
    // Tenants do not see each other's requests.
    expect((await k.report(otherTenant, 'request', request.id)).statusCode).toBe(404);
    expect((await k.report(tenant, 'user', admin.user.id)).statusCode).toBe(404);
    expect((await k.report(tenant, 'user', tenant.user.id)).statusCode).toBe(404);
    expect((await k.report(landlord, 'request', request.id)).statusCode).toBe(201);
  });

  it('lets a member report the other member’s message in their thread, and nobody else', async () => {
    const request = await createRequest(t, tenant);
    const thread = await createConversation(t, landlord, tenant, request.id);
    expect((await k.report(tenant, 'message', thread.tenantMessageId)).statusCode).toBe(404);
    expect((await k.report(otherTenant, 'message', thread.landlordMessageId)).statusCode).toBe(404);
    expect((await k.report(tenant, 'message', thread.landlordMessageId)).statusCode).toBe(201);
  });

  it('answers 400 with fields for a missing item, reason, explanation or good faith', async () => {
    const res = await k.call('POST', '/api/reports', tenant, {
      reason: 'scam',
      explanation: 'Zu kurz',
      goodFaith: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      explanation: en('explanationTooShort'),
      goodFaith: en('goodFaithRequired'),
    });
    const noSubject = await k.call('POST', '/api/reports', tenant, {
      reason: 'scam',
      explanation: 'Verlangt Vorkasse per Western Union.',
      goodFaith: true,
    });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().fields).toEqual({ subjectType: en('reportSubjectRequired') });
  });

  it('lets a deactivated member and one whose plan ended report', async () => {
    const property = await createProperty(t, landlord);
    const deactivated = await k.member('client');
    const ended = await k.member('client');
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, deactivated.user.id));
    await t.database.db
      .update(users)
      .set({ paymentExpiresAt: new Date('2020-01-01') })
      .where(eq(users.id, ended.user.id));
    expect((await k.report(deactivated, 'property', property.id)).statusCode).toBe(201);
    expect((await k.report(ended, 'property', property.id)).statusCode).toBe(201);
  });
});

describe('POST /api/reports without an account', () => {
  it('files a report by the page address (any host, query ignored) and mails the reference in the request’s language', async () => {
    const property = await createProperty(t, landlord);
    const email = uniqueEmail('Visitor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      remoteAddress: '10.0.1.1',
      payload: {
        subjectUrl: `https://www.mietmatch.de/property-details/${property.id}?ref=share#photos`,
        name: 'Vera Besucherin',
        email,
        reason: 'scam',
        explanation: 'Verlangt Vorkasse vor der Besichtigung.',
        goodFaith: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.smtp.waitFor(email);
    expect(mail.text).toContain(`Aktenzeichen: ${res.json().reference}`);
    // The same address again (any case) is the same reporter: the first report answers.
    const again = await k.anonymousReport(`/property-details/${property.id}`, email.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(res.json().id);
  });

  it('answers 400 for missing name, email or address and for an address of no item', async () => {
    const missing = await k.call('POST', '/api/reports', null, {
      reason: 'spam',
      explanation: 'Immer wieder dieselbe Werbung.',
      goodFaith: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      subjectUrl: en('reportSubjectRequired'),
      name: en('fieldRequired'),
      email: en('fieldRequired'),
    });
    const unknown = await k.anonymousReport('https://example.com/imprint', uniqueEmail('v'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ subjectUrl: en('reportUrlUnknown') });
    // A member's subjectType/subjectId is no substitute for the address.
    const typed = await k.anonymousReport('', uniqueEmail('v'), { subjectType: 'user', subjectId: tenant.user.id });
    expect(typed.statusCode).toBe(400);
  });

  it('answers 404 for an item the public cannot see', async () => {
    const hidden = await k.member('client');
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, hidden.user.id));
    expect((await k.anonymousReport(`/user-profile/${hidden.user.id}`, uniqueEmail('v'))).statusCode).toBe(404);
    expect((await k.anonymousReport(`/user-profile/${admin.user.id}`, uniqueEmail('v'))).statusCode).toBe(404);
    expect(
      (await k.anonymousReport('/tenant-request-details/00000000-0000-4000-8000-000000000000', uniqueEmail('v')))
        .statusCode,
    ).toBe(404);
    expect((await k.anonymousReport(`/user-profile/${landlord.user.id}`, uniqueEmail('v'))).statusCode).toBe(201);
  });

  it('counts a blocked account’s token as no account', async () => {
    const blocked = await k.member('client');
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    const asMember = await k.report(blocked, 'user', landlord.user.id);
    expect(asMember.statusCode).toBe(400);
    expect(asMember.json().fields).toMatchObject({ subjectUrl: en('reportSubjectRequired') });
    // A token that is no good (expired, forged) is 401, so that the app refreshes it first.
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { authorization: 'Bearer nonsense' },
      payload: {
        subjectType: 'user',
        subjectId: landlord.user.id,
        reason: 'spam',
        explanation: 'Immer dieselbe Werbung.',
        goodFaith: true,
      },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('limits anonymous reports per address to 20 an hour (429 TooManyRequests)', async () => {
    const target = await k.member('contractor');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await k.anonymousReport(`/user-profile/${target.user.id}`, uniqueEmail('flood'), {}, '10.9.9.9');
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect(
      (await k.anonymousReport(`/user-profile/${target.user.id}`, uniqueEmail('v'), {}, '10.9.9.8')).statusCode,
    ).toBe(201);
  });
});
