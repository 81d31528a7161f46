import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBerlinDateTime } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { postRequest } from '../../../test/match-factories.ts';
import { invite, landlordWithListing, slotOf, slotTimes } from '../../../test/viewing-factories.ts';
import { closeAll, listen, next, open } from '../../realtime/test-sockets.ts';
import { inboxes, properties, users } from '../../db/schema/index.ts';

let t: TestContext;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  url = await listen(t.app);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

async function tenantWithRequest(language: 'de' | 'en' = 'de') {
  const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client', language, firstName: 'Mia' });
  await postRequest(t, tenant);
  return tenant;
}
const notifications = async (who: LoggedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers })).json().items;
const invitations = async (who: LoggedIn) =>
  t.app.inject({ method: 'GET', url: '/api/viewings/invitations', headers: who.headers });
const mailsTo = async (who: LoggedIn) => {
  await t.deliverMail();
  return t.smtp.mails.filter((m) => m.to.includes(who.user.email));
};

describe('inviting a tenant to book a viewing', () => {
  it('tells the tenant live, in the notification centre and by mail with the open slots in Berlin time; once', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    await slotOf(t, landlord, propertyId, 48);
    const tenant = await tenantWithRequest('de');
    const socket = await open(url, tenant.accessToken);
    const live = next<{ invitation: { id: string } }>(socket, 'viewingInvitation');

    const res = await invite(t, landlord, propertyId, tenant.user.id, 'Bitte pünktlich');
    expect(res.statusCode, res.body).toBe(201);
    const invitation = res.json();
    expect(invitation).toMatchObject({
      propertyId,
      tenantId: tenant.user.id,
      landlordId: landlord.user.id,
      message: 'Bitte pünktlich',
      bookingId: null,
      openSlots: 1,
      property: { title: 'Altbau am Park' },
    });
    expect((await live).invitation.id).toBe(invitation.id);
    expect(await notifications(tenant)).toEqual([
      expect.objectContaining({
        type: 'viewingInvitation',
        data: {
          invitationId: invitation.id,
          propertyId,
          propertyTitle: 'Altbau am Park',
          landlordName: 'Volker Mustermann',
        },
      }),
    ]);
    const mail = await t.smtp.waitFor(tenant.user.email);
    expect(mail.subject).toContain('Einladung zur Besichtigung');
    expect(mail.text).toContain(formatBerlinDateTime(slotTimes(t, 48).startsAt, 'de'));
    expect(mail.text).toContain(`/properties/${propertyId}/book-viewing`);

    const again = await invite(t, landlord, propertyId, tenant.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(invitation.id);
    expect(await notifications(tenant)).toHaveLength(1);
    expect(await mailsTo(tenant)).toHaveLength(1);
  });

  it('reaches a tenant without a request through a conversation with the landlord', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    expect((await invite(t, landlord, propertyId, tenant.user.id)).statusCode).toBe(404);
    const [low, high] = [landlord.user.id, tenant.user.id].sort();
    await t.database.db.insert(inboxes).values({
      starterId: tenant.user.id,
      recipientId: landlord.user.id,
      memberLow: low!,
      memberHigh: high!,
      subjectType: 'property',
      subjectId: propertyId,
    });
    expect((await invite(t, landlord, propertyId, tenant.user.id)).statusCode).toBe(201);
  });

  it('answers 404 for another landlord’s listing, a deactivated listing, a deactivated tenant or a landlord', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const tenant = await tenantWithRequest();
    const other = await landlordWithListing(t);
    expect((await invite(t, landlord, other.propertyId, tenant.user.id)).statusCode).toBe(404);
    expect((await invite(t, landlord, propertyId, other.landlord.user.id)).statusCode).toBe(404);

    const gone = await tenantWithRequest();
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, gone.user.id));
    expect((await invite(t, landlord, propertyId, gone.user.id)).statusCode).toBe(404);

    await t.database.db.update(properties).set({ status: 'deactivated' }).where(eq(properties.id, propertyId));
    const res = await invite(t, landlord, propertyId, tenant.user.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NotFound');
    expect(await mailsTo(tenant)).toHaveLength(0);
  });
});

describe('a tenant’s invitations', () => {
  it('lists them newest first, with open slots counted; not those of a landlord who was blocked', async () => {
    const first = await landlordWithListing(t);
    const second = await landlordWithListing(t);
    await slotOf(t, second.landlord, second.propertyId, 30);
    await slotOf(t, second.landlord, second.propertyId, 32);
    const tenant = await tenantWithRequest();
    await invite(t, first.landlord, first.propertyId, tenant.user.id);
    await invite(t, second.landlord, second.propertyId, tenant.user.id);

    const listed = (await invitations(tenant)).json().items;
    expect(listed.map((i: { propertyId: string; openSlots: number }) => [i.propertyId, i.openSlots])).toEqual([
      [second.propertyId, 2],
      [first.propertyId, 0],
    ]);

    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, second.landlord.user.id));
    const after = (await invitations(tenant)).json().items;
    expect(after.map((i: { propertyId: string }) => i.propertyId)).toEqual([first.propertyId]);

    expect((await invitations(first.landlord)).statusCode).toBe(403);
  });
});
