import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  PASSWORD,
  propertyForm,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

let t: TestContext;
let landlord: LoggedIn;
let tenant: LoggedIn;
let plusTenant: LoggedIn;
let stranger: LoggedIn;
let propertyId: string;
let requestId: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  plusTenant = await createLoggedInUser(t.app, t.database.db, {
    role: 'client',
    additionalPlanExpiresAt: new Date(Date.now() + 30 * DAY),
  });
  stranger = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  const p = multipart(propertyForm());
  propertyId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/landlord/create',
      payload: p.payload,
      headers: { ...landlord.headers, ...p.headers },
    })
  ).json().id;
  const r = multipart(requestForm());
  requestId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/tenant/create-tenant-request',
      payload: r.payload,
      headers: { ...tenant.headers, ...r.headers },
    })
  ).json().id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: LoggedIn, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...who.headers, 'accept-language': 'en' } });

describe('inquiries', () => {
  it('a landlord contacts a tenant about a request; the tenant reads, answers and the unread count follows', async () => {
    const created = await call('POST', '/api/inquiry/create-inbox', landlord, {
      recipientId: tenant.user.id,
      subjectType: 'request',
      subjectId: requestId,
      message: 'Guten Tag, meine Wohnung passt zu Ihnen.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const inbox = created.json().inbox;
    expect(inbox).toMatchObject({
      subjectType: 'request',
      subjectId: requestId,
      direction: 'sent',
      unreadCount: 0,
      otherMember: { id: tenant.user.id, available: true },
    });

    expect((await call('GET', '/api/inquiry/unread-count', tenant)).json()).toEqual({ totalUnreadCount: 1 });
    const received = (await call('GET', '/api/inquiry/inboxes?filter=received', tenant)).json();
    expect(received).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(received.items[0]).toMatchObject({
      id: inbox.id,
      direction: 'received',
      unreadCount: 1,
      lastMessage: { message: 'Guten Tag, meine Wohnung passt zu Ihnen.' },
    });
    expect((await call('GET', '/api/inquiry/inboxes?filter=sent', tenant)).json().total).toBe(0);

    // The tenant has no additional plan, yet may answer a thread the landlord started.
    const reply = await call('POST', '/api/inquiry/send', tenant, {
      inboxId: inbox.id,
      message: 'Gern, wann kann ich sie sehen?',
    });
    expect(reply.statusCode).toBe(200);
    const thread = (await call('GET', `/api/inquiry/thread/${inbox.id}`, tenant)).json();
    expect(thread.messages.map((m: { message: string }) => m.message)).toEqual([
      'Guten Tag, meine Wohnung passt zu Ihnen.',
      'Gern, wann kann ich sie sehen?',
    ]);
    expect((await call('POST', `/api/inquiry/mark-as-read/${inbox.id}`, tenant)).json()).toEqual({
      totalUnreadCount: 0,
    });
    expect((await call('GET', '/api/inquiry/unread-count', landlord)).json()).toEqual({ totalUnreadCount: 1 });

    // Contacting again about the same request continues the same inbox.
    const again = await call('POST', '/api/inquiry/create-inbox', landlord, {
      recipientId: tenant.user.id,
      subjectType: 'request',
      subjectId: requestId,
      message: 'Morgen um 18 Uhr?',
    });
    expect(again.json().inbox.id).toBe(inbox.id);
  });

  it('a tenant needs the additional plan to write first', async () => {
    const without = await call('POST', '/api/inquiry/create-inbox', tenant, {
      recipientId: landlord.user.id,
      subjectType: 'property',
      subjectId: propertyId,
      message: 'Ist die Wohnung noch frei?',
    });
    expect(without.statusCode).toBe(402);
    expect(without.json()).toMatchObject({ code: 'AdditionalPlanRequired', message: 'AdditionalPlanRequired' });
    const withPlan = await call('POST', '/api/inquiry/create-inbox', plusTenant, {
      recipientId: landlord.user.id,
      subjectType: 'property',
      subjectId: propertyId,
      message: 'Ist die Wohnung noch frei?',
    });
    expect(withPlan.statusCode).toBe(200);
    expect(withPlan.json().inbox.direction).toBe('sent');
  });

  it('the subject must belong to the recipient, and only the two members reach an inbox', async () => {
    expect(
      (
        await call('POST', '/api/inquiry/create-inbox', plusTenant, {
          recipientId: stranger.user.id,
          subjectType: 'property',
          subjectId: propertyId,
          message: 'Hallo',
        })
      ).statusCode,
    ).toBe(404);
    const { inbox } = (
      await call('POST', '/api/inquiry/create-inbox', landlord, {
        recipientId: tenant.user.id,
        subjectType: 'profile',
        subjectId: tenant.user.id,
        message: 'Hallo',
      })
    ).json();
    expect((await call('GET', `/api/inquiry/thread/${inbox.id}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', '/api/inquiry/send', stranger, { inboxId: inbox.id, message: 'Spam' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/inquiry/inbox/delete/${inbox.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/inquiry/thread/${inbox.id}`, tenant)).statusCode).toBe(200);
  });

  it('only the author edits or deletes a message; either member deletes the inbox for both', async () => {
    const { inbox, message } = (
      await call('POST', '/api/inquiry/create-inbox', landlord, {
        recipientId: plusTenant.user.id,
        subjectType: 'profile',
        subjectId: plusTenant.user.id,
        message: 'Erste Fassung',
      })
    ).json();
    expect(
      (await call('PUT', `/api/inquiry/update/${message.id}`, plusTenant, { message: 'Gefälscht' })).statusCode,
    ).toBe(404);
    const edited = await call('PUT', `/api/inquiry/update/${message.id}`, landlord, { message: 'Zweite Fassung' });
    expect(edited.json()).toMatchObject({ message: 'Zweite Fassung', editedAt: expect.any(String) });
    expect((await call('DELETE', `/api/inquiry/delete/${message.id}`, plusTenant)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/inquiry/delete/${message.id}`, landlord)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/inquiry/inbox/delete/${inbox.id}`, plusTenant)).statusCode).toBe(200);
    expect((await call('GET', `/api/inquiry/thread/${inbox.id}`, landlord)).statusCode).toBe(404);
  });

  it('refuses empty and over-long messages, and writing to an account that is gone', async () => {
    const empty = await call('POST', '/api/inquiry/create-inbox', landlord, {
      recipientId: tenant.user.id,
      subjectType: 'profile',
      subjectId: tenant.user.id,
      message: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ message: 'Write a message first.' });
    const long = await call('POST', '/api/inquiry/create-inbox', landlord, {
      recipientId: tenant.user.id,
      subjectType: 'profile',
      subjectId: tenant.user.id,
      message: 'x'.repeat(5001),
    });
    expect(long.json().fields).toEqual({ message: 'A message can have at most 5,000 characters.' });

    const gone = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const { inbox } = (
      await call('POST', '/api/inquiry/create-inbox', landlord, {
        recipientId: gone.user.id,
        subjectType: 'profile',
        subjectId: gone.user.id,
        message: 'Hallo',
      })
    ).json();
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, gone.user.id));
    const res = await call('POST', '/api/inquiry/send', landlord, { inboxId: inbox.id, message: 'Noch da?' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Other user of this chat is no longer available.');
    expect((await call('GET', `/api/inquiry/thread/${inbox.id}`, landlord)).json().inbox.otherMember.available).toBe(
      false,
    );
  });

  it('a new message moves its inbox to the top of both members’ lists', async () => {
    const busy = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const open = async (who: LoggedIn) =>
      (
        await call('POST', '/api/inquiry/create-inbox', busy, {
          recipientId: who.user.id,
          subjectType: 'profile',
          subjectId: who.user.id,
          message: 'Hallo',
        })
      ).json().inbox.id as string;
    const older = await open(tenant);
    const newer = await open(plusTenant);
    const order = async (who: LoggedIn) =>
      (await call('GET', '/api/inquiry/inboxes?filter=all', who)).json().items.map((i: { id: string }) => i.id);
    expect((await order(busy)).slice(0, 2)).toEqual([newer, older]);
    const sent = await call('POST', '/api/inquiry/send', tenant, { inboxId: older, message: 'Ich bin noch da' });
    expect(sent.statusCode).toBe(200);
    expect((await order(busy)).slice(0, 2)).toEqual([older, newer]);
    expect((await order(tenant))[0]).toBe(older);
    expect(
      (await call('GET', `/api/inquiry/thread/${older}`, busy))
        .json()
        .messages.map((m: { message: string }) => m.message),
    ).toEqual(['Hallo', 'Ich bin noch da']);
  });

  it('inbox-for answers the caller’s own conversation about a subject, and 404 for anything else', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const p = multipart(propertyForm());
    const ownPropertyId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/landlord/create',
        payload: p.payload,
        headers: { ...owner.headers, ...p.headers },
      })
    ).json().id;
    const lookup = (who: LoggedIn, recipientId: string, subjectType: string, subjectId: string) =>
      call(
        'GET',
        `/api/inquiry/inbox-for?recipientId=${recipientId}&subjectType=${subjectType}&subjectId=${subjectId}`,
        who,
      );

    // No conversation yet: 404, and the lookup itself creates nothing.
    const before = await lookup(plusTenant, owner.user.id, 'property', ownPropertyId);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ code: 'NotFound' });
    expect((await call('GET', '/api/inquiry/inboxes', owner)).json().total).toBe(0);

    const { inbox } = (
      await call('POST', '/api/inquiry/create-inbox', plusTenant, {
        recipientId: owner.user.id,
        subjectType: 'property',
        subjectId: ownPropertyId,
        message: 'Ist sie noch frei?',
      })
    ).json();
    expect((await lookup(plusTenant, owner.user.id, 'property', ownPropertyId)).json()).toEqual({ inboxId: inbox.id });
    // The other member finds the same conversation from their side.
    expect((await lookup(owner, plusTenant.user.id, 'property', ownPropertyId)).json()).toEqual({ inboxId: inbox.id });
    // Another subject or another member is another conversation.
    expect((await lookup(plusTenant, owner.user.id, 'profile', owner.user.id)).statusCode).toBe(404);
    expect((await lookup(tenant, owner.user.id, 'property', ownPropertyId)).statusCode).toBe(404);
    // Nobody learns about others' conversations, whichever member they name.
    expect((await lookup(stranger, owner.user.id, 'property', ownPropertyId)).statusCode).toBe(404);
    expect((await lookup(stranger, plusTenant.user.id, 'property', ownPropertyId)).statusCode).toBe(404);
    // Malformed ids are no conversation; a missing or unknown field is a bad request; no session, no answer.
    expect((await lookup(plusTenant, 'not-a-uuid', 'property', ownPropertyId)).statusCode).toBe(404);
    expect((await lookup(plusTenant, owner.user.id, 'property', 'nope')).statusCode).toBe(404);
    const bad = await lookup(plusTenant, owner.user.id, 'flat', ownPropertyId);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ subjectType: 'Invalid value' });
    expect((await call('GET', `/api/inquiry/inbox-for?recipientId=${owner.user.id}`, plusTenant)).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/inquiry/inbox-for?recipientId=${owner.user.id}&subjectType=property&subjectId=${ownPropertyId}`,
        })
      ).statusCode,
    ).toBe(401);

    // Deleting the conversation makes the lookup answer 404 again; create-inbox starts a new one.
    expect((await call('DELETE', `/api/inquiry/inbox/delete/${inbox.id}`, owner)).statusCode).toBe(200);
    expect((await lookup(plusTenant, owner.user.id, 'property', ownPropertyId)).statusCode).toBe(404);
  });

  it('a member who erased their account shows as deleted, with their messages kept and writing closed', async () => {
    const leaving = await createLoggedInUser(t.app, t.database.db, {
      role: 'client',
      firstName: 'Erika',
      lastName: 'Weg',
      additionalPlanExpiresAt: new Date(Date.now() + 30 * DAY),
    });
    const staying = await createLoggedInUser(t.app, t.database.db, {
      role: 'contractor',
      firstName: 'Bleibt',
      lastName: 'Hier',
    });
    const { inbox } = (
      await call('POST', '/api/inquiry/create-inbox', leaving, {
        recipientId: staying.user.id,
        subjectType: 'profile',
        subjectId: staying.user.id,
        message: 'Meine Nachricht bleibt',
      })
    ).json();
    expect(
      (await call('POST', '/api/inquiry/send', staying, { inboxId: inbox.id, message: 'Meine Antwort' })).statusCode,
    ).toBe(200);
    // Before: a real member, not deleted.
    expect((await call('GET', `/api/inquiry/thread/${inbox.id}`, staying)).json().inbox.otherMember).toMatchObject({
      id: leaving.user.id,
      firstName: 'Erika',
      available: true,
      deleted: false,
    });

    expect((await call('POST', '/api/account/delete', leaving, { password: PASSWORD })).statusCode).toBe(200);

    const thread = (await call('GET', `/api/inquiry/thread/${inbox.id}`, staying)).json();
    // Flagged as deleted: no id, name or picture of the person, and the role of the other side.
    expect(thread.inbox.otherMember).toEqual({
      id: '',
      firstName: '',
      lastName: '',
      avatarUrl: null,
      role: 'client',
      available: false,
      deleted: true,
    });
    expect(JSON.stringify(thread)).not.toContain(leaving.user.id);
    // The erased member's message stays, from someone other than the reader.
    expect(
      thread.messages.map((m: { message: string; senderId: string }) => [m.message, m.senderId === staying.user.id]),
    ).toEqual([
      ['Meine Nachricht bleibt', false],
      ['Meine Antwort', true],
    ]);
    const listed = (await call('GET', '/api/inquiry/inboxes', staying))
      .json()
      .items.find((i: { id: string }) => i.id === inbox.id);
    expect(listed.otherMember).toMatchObject({ deleted: true, available: false });
    const reply = await call('POST', '/api/inquiry/send', staying, { inboxId: inbox.id, message: 'Hallo?' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('Other user of this chat is no longer available.');

    // A blocked member is unavailable but not deleted: the name stays.
    const blocked = await createLoggedInUser(t.app, t.database.db, { role: 'client', firstName: 'Gesperrt' });
    const other = (
      await call('POST', '/api/inquiry/create-inbox', staying, {
        recipientId: blocked.user.id,
        subjectType: 'profile',
        subjectId: blocked.user.id,
        message: 'Hallo',
      })
    ).json().inbox;
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    expect((await call('GET', `/api/inquiry/thread/${other.id}`, staying)).json().inbox.otherMember).toMatchObject({
      firstName: 'Gesperrt',
      available: false,
      deleted: false,
    });
  });

  it('limits sending to 30 messages a minute per member', async () => {
    const chatty = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const { inbox } = (
      await call('POST', '/api/inquiry/create-inbox', chatty, {
        recipientId: tenant.user.id,
        subjectType: 'profile',
        subjectId: tenant.user.id,
        message: '1',
      })
    ).json();
    for (let i = 2; i <= 30; i++)
      expect(
        (await call('POST', '/api/inquiry/send', chatty, { inboxId: inbox.id, message: String(i) })).statusCode,
      ).toBe(200);
    const limited = await call('POST', '/api/inquiry/send', chatty, { inboxId: inbox.id, message: '31' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
