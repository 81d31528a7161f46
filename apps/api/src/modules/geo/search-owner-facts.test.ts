import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  createUser,
  login,
  multipart,
  propertyForm,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';
import { users, type NewUserRow } from '../../db/schema/index.ts';

/**
 * Search keeps each owner's visibility and plan on the listing rows (database triggers on the
 * accounts): whatever changes an account, others' searches must follow at once.
 */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let admin: LoggedIn;
const HOUR = 60 * 60 * 1000;
const YEAR = 365 * 24 * HOUR;

async function list(who: LoggedIn, title: string) {
  const body = multipart(propertyForm({ title, postalCode: '10115' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function publish(who: LoggedIn, notes: string) {
  const body = multipart(requestForm({ notes, targetPostalCode: '10115' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const get = (who: LoggedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...who.headers, 'accept-language': 'en' } });

async function properties(who = tenant, query = 'city=Berlin') {
  const res = await get(who, `/api/landlord/filter?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: { title: string; topPlacement: boolean }[] };
}
async function requests(who = landlord) {
  const res = await get(who, '/api/tenant/filter?city=Berlin');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: { notes: string; topPlacement: boolean }[] };
}
const titles = async (who?: LoggedIn, query?: string) => (await properties(who, query)).items.map((i) => i.title);
const notes = async (who?: LoggedIn) => (await requests(who)).items.map((i) => i.notes);
const setAccount = (id: string, values: Partial<NewUserRow>) =>
  t.database.db.update(users).set(values).where(eq(users.id, id));

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  // Plans long enough to outlive the clock moves below.
  const long = { paymentExpiresAt: new Date(Date.now() + YEAR) };
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client', ...long });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor', ...long });
  admin = await createLoggedInUser(t.app, t.database.db, {
    role: 'admin',
    planId: null,
    subscriptionMonths: null,
    paymentExpiresAt: null,
  });
});
afterEach(() => t.clock.reset());
afterAll(() => t.close());

describe('owner changes reach the search at once', () => {
  it('a landlord blocked, deactivated or deleted drops out of tenants’ search and comes back when restored', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    await list(owner, 'Owner facts flat');
    const before = (await properties()).total;
    expect(await titles()).toContain('Owner facts flat');

    for (const [hide, restore] of [
      [{ isBlocked: true }, { isBlocked: false }],
      [{ isDeactivated: true }, { isDeactivated: false }],
      [{ isSoftDeleted: true }, { isSoftDeleted: false }],
    ] as const) {
      await setAccount(owner.user.id, hide);
      expect(await titles()).not.toContain('Owner facts flat');
      expect((await properties()).total).toBe(before - 1);
      // The owner's listings stay in reach of admins.
      expect(await titles(admin, `listedBy=${owner.user.id}`)).toEqual(['Owner facts flat']);
      await setAccount(owner.user.id, restore);
      expect(await titles()).toContain('Owner facts flat');
      expect((await properties()).total).toBe(before);
    }
    // Two reasons at once: lifting one is not enough.
    await setAccount(owner.user.id, { isBlocked: true, isDeactivated: true });
    await setAccount(owner.user.id, { isBlocked: false });
    expect(await titles()).not.toContain('Owner facts flat');
    await setAccount(owner.user.id, { isDeactivated: false });
    expect(await titles()).toContain('Owner facts flat');
  });

  it('a listing created by an owner who is already blocked never shows', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const id = await list(owner, 'Listed then blocked');
    await setAccount(owner.user.id, { isBlocked: true });
    // A second listing written while the owner is blocked (e.g. by an admin tool) takes the owner's state.
    const { properties: table } = await import('../../db/schema/index.ts');
    const [row] = await t.database.db.select().from(table).where(eq(table.id, id));
    await t.database.db.insert(table).values({
      ...row!,
      id: undefined,
      title: 'Written while blocked',
      ownerVisible: true,
      createdAt: undefined,
      updatedAt: undefined,
    });
    expect(await titles()).not.toContain('Written while blocked');
    await setAccount(owner.user.id, { isBlocked: false });
    expect(await titles()).toEqual(expect.arrayContaining(['Listed then blocked', 'Written while blocked']));
  });

  it('a tenant blocked or deactivated drops out of landlords’ search and comes back when restored', async () => {
    const owner = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    await publish(owner, 'Owner facts request');
    expect(await notes()).toContain('Owner facts request');
    await setAccount(owner.user.id, { isBlocked: true });
    expect(await notes()).not.toContain('Owner facts request');
    await setAccount(owner.user.id, { isBlocked: false });
    expect(await notes()).toContain('Owner facts request');
    await setAccount(owner.user.id, { isDeactivated: true });
    expect(await notes()).not.toContain('Owner facts request');
    await setAccount(owner.user.id, { isDeactivated: false, isSoftDeleted: true });
    expect(await notes()).not.toContain('Owner facts request');
    await setAccount(owner.user.id, { isSoftDeleted: false });
    expect(await notes()).toContain('Owner facts request');
  });
});

describe('top placement follows the 12-month plan', () => {
  it('ends when the plan runs out, with no update, and starts again with a new 12-month plan', async () => {
    const premium = await createLoggedInUser(t.app, t.database.db, {
      role: 'contractor',
      planId: 'landlord-12',
      subscriptionMonths: 12,
      paymentExpiresAt: new Date(Date.now() + 2 * HOUR),
    });
    await list(premium, 'Premium until soon');
    // A newer listing of a basic plan: first as soon as the premium one loses its placement.
    await list(landlord, 'Newer basic flat');
    let page = await properties();
    expect(page.items[0]).toMatchObject({ title: 'Premium until soon', topPlacement: true });

    t.clock.advance(3 * HOUR);
    const tenantLater = await login(t.app, tenant.user);
    page = await properties(tenantLater);
    expect(page.items[0]).toMatchObject({ title: 'Newer basic flat', topPlacement: false });
    expect(page.items.find((i) => i.title === 'Premium until soon')?.topPlacement).toBe(false);

    // Buying 12 months again (any code path that writes the plan) brings the placement back.
    await setAccount(premium.user.id, {
      subscriptionMonths: 12,
      paymentExpiresAt: new Date(t.clock.now().getTime() + YEAR),
    });
    page = await properties(tenantLater);
    expect(page.items[0]).toMatchObject({ title: 'Premium until soon', topPlacement: true });
    // A shorter plan is no top placement, however long it runs.
    await setAccount(premium.user.id, { subscriptionMonths: 6 });
    expect((await properties(tenantLater)).items[0]).toMatchObject({ title: 'Newer basic flat', topPlacement: false });
  });

  it('ranks a 12-month tenant’s request first until the plan runs out', async () => {
    const premium = await createUser(t.database.db, {
      role: 'client',
      planId: 'tenant-12',
      subscriptionMonths: 12,
      paymentExpiresAt: new Date(Date.now() + 2 * HOUR),
    });
    await publish(await login(t.app, premium), 'Premium seeker');
    const basic = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    await publish(basic, 'Newer basic seeker');
    expect((await requests()).items[0]).toMatchObject({ notes: 'Premium seeker', topPlacement: true });
    t.clock.advance(3 * HOUR);
    const landlordLater = await login(t.app, landlord.user);
    const page = await requests(landlordLater);
    expect(page.items[0]).toMatchObject({ notes: 'Newer basic seeker', topPlacement: false });
    expect(page.items.find((i) => i.notes === 'Premium seeker')?.topPlacement).toBe(false);
  });
});
