import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewingCard } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { listProperty, postRequest } from '../../../test/match-factories.ts';
import { book, invite, slotOf } from '../../../test/viewing-factories.ts';
import { closeAll, listen, next, open } from '../../realtime/test-sockets.ts';
import { type CardRealtime, postViewingCard } from './viewing-card.ts';

let t: TestContext;
let url: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  url = await listen(t.app);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: LoggedIn, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...who.headers, 'accept-language': 'en' } });

/** What the card's announcement sends, by member (the realtime channel's own delivery is tested with it). */
function recorder() {
  const sent: { userId: string; event: string; payload: unknown }[] = [];
  const realtime: CardRealtime = {
    toUser(userId, event, payload) {
      for (const id of typeof userId === 'string' ? [userId] : userId) sent.push({ userId: id, event, payload });
    },
  };
  return { sent, realtime };
}

/** A landlord (English) and a tenant with the additional plan (German), a listing and a request. */
async function pair() {
  const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor', language: 'en' });
  const tenant = await createLoggedInUser(t.app, t.database.db, {
    role: 'client',
    language: 'de',
    additionalPlanExpiresAt: new Date(Date.now() + 30 * DAY),
  });
  const propertyId = await listProperty(t, landlord);
  return { landlord, tenant, propertyId };
}

async function openInbox(from: LoggedIn, to: LoggedIn, subjectType: 'property' | 'request', subjectId: string) {
  const res = await call('POST', '/api/inquiry/create-inbox', from, {
    recipientId: to.user.id,
    subjectType,
    subjectId,
    message: 'Hallo!',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().inbox.id as string;
}

const card = (propertyId: string, over: Partial<ViewingCard> = {}): ViewingCard => ({
  event: 'booked',
  propertyId,
  bookingId: '6c1f7d0e-1d7e-4b8a-9c3e-0a4a8f1d2b3c',
  // 17:00–17:30 in Berlin (winter time).
  startsAt: '2026-12-01T16:00:00.000Z',
  endsAt: '2026-12-01T16:30:00.000Z',
  reason: null,
  ...over,
});

const thread = async (who: LoggedIn, inboxId: string) => {
  const res = await call('GET', `/api/inquiry/thread/${inboxId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages as { senderId: string; message: string; viewing?: ViewingCard }[];
};

describe('a viewing card in the thread', () => {
  it('goes to the conversation about the property, in the recipient’s language, and is announced to both', async () => {
    const { landlord, tenant, propertyId } = await pair();
    const requestId = await postRequest(t, tenant);
    const aboutProperty = await openInbox(tenant, landlord, 'property', propertyId);
    // A later conversation about the tenant's request: the card still goes to the one about the property.
    const aboutRequest = await openInbox(landlord, tenant, 'request', requestId);
    await call('POST', `/api/inquiry/mark-as-read/${aboutProperty}`, landlord);

    const { sent, realtime } = recorder();
    const booked = card(propertyId);
    const announce = await postViewingCard(
      t.database.db,
      { landlordId: landlord.user.id, tenantId: tenant.user.id, senderId: tenant.user.id, card: booked },
      realtime,
    );
    expect(announce).not.toBeNull();
    expect(sent).toEqual([]); // nothing before the commit
    await announce!();

    const messages = await thread(landlord, aboutProperty);
    const last = messages.at(-1)!;
    expect(last).toMatchObject({
      senderId: tenant.user.id,
      message: 'Viewing booked: Tue, 1 Dec 2026, 17:00–17:30.',
      viewing: booked,
    });
    expect(messages.filter((m) => m.viewing)).toHaveLength(1);
    expect((await thread(landlord, aboutRequest)).some((m) => m.viewing)).toBe(false);

    // The conversation moves to the top of the landlord's list, unread.
    const inboxes = (await call('GET', '/api/inquiry/inboxes', landlord)).json().items;
    expect(inboxes[0]).toMatchObject({ id: aboutProperty, unreadCount: 1, lastMessage: { viewing: booked } });
    expect((await call('GET', '/api/inquiry/unread-count', landlord)).json()).toEqual({ totalUnreadCount: 1 });

    const newMessage = sent.filter((s) => s.event === 'newMessage');
    expect(newMessage.map((s) => s.userId).sort()).toEqual([landlord.user.id, tenant.user.id].sort());
    expect(newMessage[0]!.payload).toMatchObject({
      inboxId: aboutProperty,
      message: { id: expect.any(String), viewing: booked },
    });
    expect(sent.filter((s) => s.event === 'totalUnreadCount')).toEqual([
      { userId: landlord.user.id, event: 'totalUnreadCount', payload: { totalUnreadCount: 1 } },
    ]);
  });

  it('without a conversation about the property goes to their latest one; a cancellation says its reason', async () => {
    const { landlord, tenant, propertyId } = await pair();
    const requestId = await postRequest(t, tenant);
    const aboutRequest = await openInbox(landlord, tenant, 'request', requestId);
    const cancelled = card(propertyId, { event: 'cancelled', reason: 'Wasserschaden im Treppenhaus' });
    const { realtime } = recorder();
    const announce = await postViewingCard(
      t.database.db,
      { landlordId: landlord.user.id, tenantId: tenant.user.id, senderId: landlord.user.id, card: cancelled },
      realtime,
    );
    expect(announce).not.toBeNull();
    const last = (await thread(tenant, aboutRequest)).at(-1)!;
    expect(last).toMatchObject({
      senderId: landlord.user.id,
      message: 'Besichtigung abgesagt: Di., 1. Dez. 2026, 17:00–17:30. Grund: Wasserschaden im Treppenhaus',
      viewing: cancelled,
    });

    // An invitation (no time yet), and a move across the change to summer time, in German.
    const invited = card(propertyId, { event: 'invited', bookingId: null, startsAt: null, endsAt: null });
    await postViewingCard(
      t.database.db,
      { landlordId: landlord.user.id, tenantId: tenant.user.id, senderId: landlord.user.id, card: invited },
      realtime,
    );
    const moved = card(propertyId, {
      event: 'moved',
      startsAt: '2026-03-29T01:00:00.000Z',
      endsAt: '2026-03-29T01:30:00.000Z',
    });
    await postViewingCard(
      t.database.db,
      { landlordId: landlord.user.id, tenantId: tenant.user.id, senderId: landlord.user.id, card: moved },
      realtime,
    );
    const texts = (await thread(tenant, aboutRequest)).slice(-2).map((m) => m.message);
    expect(texts).toEqual([
      'Einladung zur Besichtigung – bitte wählen Sie einen Termin.',
      'Besichtigung verschoben auf: So., 29. März 2026, 03:00–03:30.',
    ]);
  });

  it('is not posted when the two never wrote to each other', async () => {
    const { landlord, tenant, propertyId } = await pair();
    const { sent, realtime } = recorder();
    const announce = await postViewingCard(
      t.database.db,
      { landlordId: landlord.user.id, tenantId: tenant.user.id, senderId: tenant.user.id, card: card(propertyId) },
      realtime,
    );
    expect(announce).toBeNull();
    expect(sent).toEqual([]);
    expect((await call('GET', '/api/inquiry/inboxes', tenant)).json().total).toBe(0);
  });

  it('reaches both members live when a tenant is invited and books through the viewings routes', async () => {
    const { landlord, tenant, propertyId } = await pair();
    const inboxId = await openInbox(tenant, landlord, 'property', propertyId);
    const slotId = await slotOf(t, landlord, propertyId, 48);
    const tenantSocket = await open(url, tenant.accessToken);
    const landlordSocket = await open(url, landlord.accessToken);
    type Live = { inboxId: string; message: { viewing?: ViewingCard; message: string } };

    const invitedLive = next<Live>(tenantSocket, 'newMessage');
    // The landlord's other tabs hear of the card too: taken here, so the next event is the booking's.
    const invitedToLandlord = next<Live>(landlordSocket, 'newMessage');
    expect((await invite(t, landlord, propertyId, tenant.user.id)).statusCode).toBe(201);
    expect((await invitedToLandlord).message.viewing?.event).toBe('invited');
    expect(await invitedLive).toMatchObject({
      inboxId,
      message: { viewing: { event: 'invited', propertyId }, message: expect.stringContaining('Einladung') },
    });

    const bookedLive = next<Live>(landlordSocket, 'newMessage');
    const booked = await book(t, tenant, slotId);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await bookedLive).toMatchObject({
      inboxId,
      message: {
        viewing: { event: 'booked', bookingId: booked.json().id },
        message: expect.stringMatching(/^Viewing booked: /),
      },
    });
    expect((await thread(landlord, inboxId)).map((m) => m.viewing?.event ?? null)).toEqual([null, 'invited', 'booked']);
  });
});
