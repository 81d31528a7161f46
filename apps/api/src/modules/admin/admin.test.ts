import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, multipart, PASSWORD, propertyForm, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';

let t: TestContext;
let admin: LoggedIn;
let otherAdmin: LoggedIn;
let member: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  otherAdmin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  member = await createLoggedInUser(t.app, t.database.db, { role: 'client', firstName: 'Gundula', lastName: 'Gesucht', postalArea: '10115 Berlin' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH', url: string, who: LoggedIn, payload?: object) => t.app.inject({ method, url, payload, headers: { ...who.headers, 'accept-language': 'en' } });

describe('admin users table', () => {
  it('searches by name or email and filters; only admins may look', async () => {
    const byName = (await call('GET', '/api/admin/users?search=gundula', admin)).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    expect(byName).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect((await call('GET', `/api/admin/users?search=${encodeURIComponent(member.user.email.slice(0, 12))}`, admin)).json().total).toBe(1);
    expect((await call('GET', '/api/admin/users?search=Gundula%20Gesucht', admin)).json().total).toBe(1);
    expect((await call('GET', '/api/admin/users?role=admin', admin)).json().items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect((await call('GET', '/api/admin/users?postalArea=10115', admin)).json().total).toBe(1);
    expect((await call('GET', '/api/admin/users?search=%25', admin)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/users?limit=7', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/users', member)).statusCode).toBe(403);
  });
});

describe('moderation', () => {
  it('block needs a reason, ends sessions, mails the reason, hides posts; unblock brings all back', async () => {
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const viewer = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const form = multipart(propertyForm());
    const propertyId = (await t.app.inject({ method: 'POST', url: '/api/landlord/create', payload: form.payload, headers: { ...landlord.headers, ...form.headers } })).json().id;

    const noReason = await call('PATCH', `/api/admin/toggle-block/${landlord.user.id}`, admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Give a reason; the user will read it.' });

    const blocked = await call('PATCH', `/api/admin/toggle-block/${landlord.user.id}`, admin, { reason: 'Fake listings with stolen photos' });
    expect(blocked.json()).toMatchObject({ isBlocked: true });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { userId: landlord.user.id, refreshToken: landlord.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    const next = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: landlord.headers });
    expect(next.statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: landlord.user.email, password: PASSWORD } });
    expect(login.json()).toEqual({ code: 'Blocked', message: 'Blocked' });
    expect((await call('GET', `/api/landlord/${propertyId}`, viewer)).statusCode).toBe(404);
    const mail = await t.smtp.waitFor(landlord.user.email, (m) => m.text.includes('Fake listings with stolen photos'));
    expect(mail.subject).toMatch(/gesperrt|blocked/);

    const log = (await call('GET', `/api/admin/users/${landlord.user.id}/actions`, admin)).json().items;
    expect(log[0]).toMatchObject({ action: 'block', adminId: admin.user.id, reason: 'Fake listings with stolen photos' });

    expect((await call('PATCH', `/api/admin/toggle-block/${landlord.user.id}`, admin, {})).json().isBlocked).toBe(false);
    expect((await call('GET', `/api/landlord/${propertyId}`, viewer)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: landlord.user.email, password: PASSWORD } })).statusCode).toBe(200);
  });

  it('warns with a reason and marks the user; soft-delete and restore', async () => {
    const user = await createUser(t.database.db);
    expect((await call('PATCH', `/api/admin/warn-through-email/${user.id}`, admin, { reason: 'Rude messages' })).json().isWarned).toBe(true);
    await t.smtp.waitFor(user.email, (m) => m.text.includes('Rude messages'));
    expect((await call('PATCH', `/api/admin/toggle-soft-delete/${user.id}`, admin, { reason: 'Spam account' })).json().isSoftDeleted).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } })).json().code).toBe('Blocked');
    expect((await call('PATCH', `/api/admin/toggle-soft-delete/${user.id}`, admin, {})).json().isSoftDeleted).toBe(false);
  });

  it('admins cannot act on admins or themselves; members cannot act at all; bad ids are 404', async () => {
    expect((await call('PATCH', `/api/admin/toggle-block/${otherAdmin.user.id}`, admin, { reason: 'Nope nope' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/toggle-block/${admin.user.id}`, admin, { reason: 'Nope nope' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/toggle-block/${admin.user.id}`, member, { reason: 'Nope nope' })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/warn-through-email/not-an-id', admin, { reason: 'Nope nope' })).statusCode).toBe(404);
  });

  it('a member deactivates and reactivates their own account only', async () => {
    const me = await createLoggedInUser(t.app, t.database.db);
    const off = await call('PATCH', '/api/admin/toggle-account-status', me, {});
    expect(off.json().isDeactivated).toBe(true);
    expect((await call('GET', '/api/auth/current-user', me)).json().isDeactivated).toBe(true);
    expect((await call('PATCH', '/api/admin/toggle-account-status', me, { userId: member.user.id })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/toggle-account-status', me, {})).json().isDeactivated).toBe(false);
    expect((await call('PATCH', '/api/admin/toggle-account-status', admin, { userId: me.user.id })).json().isDeactivated).toBe(true);
  });
});
