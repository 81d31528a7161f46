import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { book, landlordWithListing, slotOf, slotsOf } from '../../../test/viewing-factories.ts';
import { viewingInvitations } from '../../db/schema/index.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

/** `n` tenants invited to the property (the invitations written directly: the race is about booking). */
async function invitedTenants(n: number, propertyId: string, landlordId: string): Promise<LoggedIn[]> {
  const tenants = await Promise.all(
    Array.from({ length: n }, () => createLoggedInUser(t.app, t.database.db, { role: 'client' })),
  );
  await t.database.db
    .insert(viewingInvitations)
    .values(tenants.map((tenant) => ({ propertyId, landlordId, tenantId: tenant.user.id })));
  return tenants;
}

async function race(capacity: number, tenants: number) {
  const { landlord, propertyId } = await landlordWithListing(t);
  const slotId = await slotOf(t, landlord, propertyId, 48, { capacity });
  const invited = await invitedTenants(tenants, propertyId, landlord.user.id);
  const answers = await Promise.all(invited.map((tenant) => book(t, tenant, slotId)));
  const slot = (await slotsOf(t, landlord, propertyId)).json().items[0];
  return { answers, slot };
}

describe('many tenants booking the last places at the same moment', () => {
  it('gives the one place of an individual slot to exactly one of 50 tenants; 49 hear SlotFull', async () => {
    const { answers, slot } = await race(1, 50);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().code}`))).toEqual(new Set(['409 SlotFull']));
    expect(slot.booked).toBe(1);
    expect(slot.bookings).toHaveLength(1);
  }, 60_000);

  it('gives the 3 places of a group slot to exactly 3 of 10 tenants', async () => {
    const { answers, slot } = await race(3, 10);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(slot.booked).toBe(3);
    expect(slot.bookings).toHaveLength(3);
  }, 60_000);

  it('turns one tenant booking two slots at once into one live booking, never a 500', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const slots = [await slotOf(t, landlord, propertyId, 48), await slotOf(t, landlord, propertyId, 50)];
    const [tenant] = await invitedTenants(1, propertyId, landlord.user.id);
    const answers = await Promise.all(slots.map((slotId) => book(t, tenant!, slotId)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    const listed = (await slotsOf(t, landlord, propertyId)).json().items;
    expect(listed.reduce((sum: number, s: { booked: number }) => sum + s.booked, 0)).toBe(1);
  }, 60_000);
});
