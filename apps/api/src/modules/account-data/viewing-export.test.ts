import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { accountExportSchema } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { PASSWORD, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import {
  book,
  cancelViewing,
  invitedTenant,
  landlordWithListing,
  slotOf,
  slotTimes,
} from '../../../test/viewing-factories.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

async function exportOf(who: LoggedIn) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  const text = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['account.json']!);
  return { text, data: accountExportSchema.parse(JSON.parse(text)) };
}

/** A landlord's two slots; a tenant invited, who booked one and cancelled a booking of the other before. */
async function viewingHistory() {
  const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
  const first = await slotOf(t, landlord, propertyId, 24, { note: 'Bei Müller klingeln' });
  const second = await slotOf(t, landlord, propertyId, 48);
  const tenant = await invitedTenant(t, landlord, propertyId);
  const booked = await book(t, tenant, first);
  expect(booked.statusCode, booked.body).toBe(201);
  return { landlord, tenant, propertyId, first, second, bookingId: booked.json().id as string };
}

describe('the account export holds the member’s viewings', () => {
  it('for the tenant: the invitation received and the booking, the landlord by the name the app showed', async () => {
    const { landlord, tenant, propertyId, bookingId } = await viewingHistory();
    const { text, data } = await exportOf(tenant);
    const landlordName = `${landlord.user.firstName} ${landlord.user.lastName}`;
    expect(data.viewings.slots).toEqual([]);
    expect(data.viewings.invitations).toEqual([
      expect.objectContaining({
        direction: 'received',
        propertyId,
        propertyTitle: 'Altbau am Park',
        otherMember: { id: landlord.user.id, name: landlordName },
      }),
    ]);
    expect(data.viewings.bookings).toEqual([
      expect.objectContaining({
        id: bookingId,
        as: 'tenant',
        propertyId,
        status: 'booked',
        startsAt: new Date(slotTimes(t, 24).startsAt).toISOString(),
        otherMember: { id: landlord.user.id, name: landlordName },
        cancelledBy: null,
      }),
    ]);
    // Nothing of the landlord's contact details.
    expect(text).not.toContain(landlord.user.email);
  });

  it('for the landlord: the slots offered, the invitation sent and the tenant’s cancelled booking', async () => {
    const { landlord, tenant, first, second, bookingId } = await viewingHistory();
    expect((await cancelViewing(t, tenant, bookingId, 'Krank')).statusCode).toBe(200);
    const { text, data } = await exportOf(landlord);
    const tenantMember = { id: tenant.user.id, name: `${tenant.user.firstName} ${tenant.user.lastName}` };
    expect(data.viewings.slots.map((s) => [s.id, s.booked, s.note])).toEqual([
      [first, 0, 'Bei Müller klingeln'],
      [second, 0, null],
    ]);
    expect(data.viewings.invitations).toEqual([
      expect.objectContaining({ direction: 'sent', otherMember: tenantMember }),
    ]);
    expect(data.viewings.bookings).toEqual([
      expect.objectContaining({
        id: bookingId,
        as: 'landlord',
        status: 'cancelled',
        cancelReason: 'Krank',
        cancelledBy: 'tenant',
        otherMember: tenantMember,
      }),
    ]);
    expect(text).not.toContain(tenant.user.email);
  });

  it('an erasure removes the tenant’s viewings; the landlord keeps the slot, with its place free again', async () => {
    const { landlord, tenant, first } = await viewingHistory();
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: tenant.headers,
      payload: { password: PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const { data } = await exportOf(landlord);
    expect(data.viewings.slots.find((s) => s.id === first)).toMatchObject({ booked: 0, cancelledAt: null });
    expect(data.viewings.invitations).toEqual([]);
    expect(data.viewings.bookings).toEqual([]);
  });
});
