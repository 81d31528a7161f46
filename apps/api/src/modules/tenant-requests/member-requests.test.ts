import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, requestForm, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

/**
 * One member's requests (`GET /api/tenant/all?userId=`), as their profile and the admin's users
 * table open them: each viewer sees what the visibility rules let them see, and nothing else.
 */
let t: TestContext;
let member: LoggedIn;
let otherTenant: LoggedIn;
let landlord: LoggedIn;
let admin: LoggedIn;

async function publish(owner: LoggedIn, notes: string, status = 'available') {
  const body = multipart(requestForm({ notes, status }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const list = (who: LoggedIn, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/tenant/all?${query}`,
    headers: { ...who.headers, 'accept-language': 'en' },
  });
const notes = async (who: LoggedIn, query: string) => {
  const res = await list(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { notes: string }[]).map((i) => i.notes).sort();
};
const setMember = (values: Partial<typeof users.$inferInsert>) =>
  t.database.db.update(users).set(values).where(eq(users.id, member.user.id));

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  member = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  otherTenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  await publish(member, 'Berlin open');
  await publish(member, 'Berlin paused', 'paused');
  await publish(member, 'Berlin found', 'found');
  await publish(otherTenant, 'Someone else');
});
afterAll(() => t.close());

describe('GET /api/tenant/all?userId=', () => {
  it('shows a landlord the member’s visible requests only, none of anyone else', async () => {
    expect(await notes(landlord, `userId=${member.user.id}`)).toEqual(['Berlin open']);
    expect((await list(landlord, `userId=${member.user.id}`)).json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
    });
    expect(await notes(landlord, `userId=${otherTenant.user.id}`)).toEqual(['Someone else']);
  });

  it('shows an admin every request of the member, in any status', async () => {
    expect(await notes(admin, `userId=${member.user.id}`)).toEqual(['Berlin found', 'Berlin open', 'Berlin paused']);
  });

  it('shows a tenant their own requests in any status, and none of another member', async () => {
    expect(await notes(member, `userId=${member.user.id}`)).toEqual(['Berlin found', 'Berlin open', 'Berlin paused']);
    expect((await list(otherTenant, `userId=${member.user.id}`)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('hides a blocked, deleted or deactivated member from landlords, not from admins', async () => {
    for (const state of [{ isBlocked: true }, { isSoftDeleted: true }, { isDeactivated: true }]) {
      await setMember(state);
      expect((await list(landlord, `userId=${member.user.id}`)).statusCode).toBe(404);
      expect(await notes(admin, `userId=${member.user.id}`)).toEqual(['Berlin found', 'Berlin open', 'Berlin paused']);
      await setMember({ isBlocked: false, isSoftDeleted: false, isDeactivated: false });
    }
    expect(await notes(landlord, `userId=${member.user.id}`)).toEqual(['Berlin open']);
  });

  it('pages like every list', async () => {
    const busy = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    for (let i = 1; i <= 12; i++) await publish(busy, `Request ${String(i).padStart(2, '0')}`);
    const first = (await list(landlord, `userId=${busy.user.id}`)).json();
    const second = (await list(landlord, `userId=${busy.user.id}&page=2`)).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    // Newest first, each request on one page only.
    expect(first.items.map((i: { notes: string }) => i.notes).slice(0, 2)).toEqual(['Request 12', 'Request 11']);
    expect(second.items.map((i: { notes: string }) => i.notes)).toEqual(['Request 02', 'Request 01']);
  });

  it('answers 400 for a malformed id and 404 for nobody or an admin', async () => {
    const bad = await list(landlord, 'userId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ValidationFailed', fields: { userId: 'Invalid value' } });
    expect((await list(landlord, 'userId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list(landlord, `userId=${admin.user.id}`)).statusCode).toBe(404);
    // A landlord has no requests: an empty page, not an error.
    expect((await list(admin, `userId=${landlord.user.id}`)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('needs a sign-in and, for landlords, a running plan', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/tenant/all?userId=${member.user.id}` })).statusCode).toBe(
      401,
    );
    const expired = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    await t.database.db
      .update(users)
      .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, expired.user.id));
    expect((await list(expired, `userId=${member.user.id}`)).statusCode).toBe(402);
  });

  it('leaves the list without userId as it was: a tenant’s own, every visible one for landlords', async () => {
    expect(await notes(otherTenant, '')).toEqual(['Someone else']);
    const all = await notes(landlord, 'pageSize=50');
    expect(all).toContain('Berlin open');
    expect(all).toContain('Someone else');
    expect(all).not.toContain('Berlin paused');
  });
});
