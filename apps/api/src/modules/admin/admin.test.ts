import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { memberState } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  createUser,
  multipart,
  PASSWORD,
  propertyForm,
  requestForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';

let t: TestContext;
let base: string;
let admin: LoggedIn;
let otherAdmin: LoggedIn;
let member: LoggedIn;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
  await seedPostalCodes(t.database.db);
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  otherAdmin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  member = await createLoggedInUser(t.app, t.database.db, {
    role: 'client',
    firstName: 'Gundula',
    lastName: 'Gesucht',
    postalArea: '10115 Berlin',
  });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

type Method = 'GET' | 'PATCH' | 'POST';
const call = (method: Method, url: string, who: LoggedIn | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...(who?.headers ?? {}), 'accept-language': 'en' } });
const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((u) => u.id);
const loginAs = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });

function openSocket(who: LoggedIn): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: who.accessToken },
      reconnection: false,
      timeout: 5000,
    });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
function disconnected(socket: Socket, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function listProperty(owner: LoggedIn) {
  const form = multipart(propertyForm());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function publishRequest(owner: LoggedIn) {
  const form = multipart(requestForm());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('admin users table', () => {
  it('searches by part of a name, the full name or the email, in any case; % and _ are plain characters', async () => {
    const byName = (await call('GET', '/api/admin/users?search=gundula', admin)).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([member.user.id]);
    expect(byName).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(byName.items[0]).not.toHaveProperty('passwordHash');
    expect(ids(await call('GET', '/api/admin/users?search=GESUCHT', admin))).toEqual([member.user.id]);
    expect(ids(await call('GET', '/api/admin/users?search=Gundula%20Gesucht', admin))).toEqual([member.user.id]);
    expect(
      ids(
        await call(
          'GET',
          `/api/admin/users?search=${encodeURIComponent(member.user.email.slice(0, 12).toUpperCase())}`,
          admin,
        ),
      ),
    ).toEqual([member.user.id]);
    expect((await call('GET', '/api/admin/users?search=%25', admin)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/users?search=Gundul_', admin)).json().total).toBe(0);
    expect((await call('GET', '/api/admin/users?search=nobody-at-all', admin)).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('filters by role, status, plan duration and postal area; an empty filter is no filter', async () => {
    const tag = `Filterprobe${Date.now()}`;
    const blocked = await createUser(t.database.db, {
      lastName: tag,
      role: 'contractor',
      isBlocked: true,
      subscriptionMonths: 12,
    });
    const warned = await createUser(t.database.db, {
      lastName: tag,
      isWarned: true,
      subscriptionMonths: 6,
      postalArea: '80331 München',
    });
    const deleted = await createUser(t.database.db, { lastName: tag, isSoftDeleted: true });
    const off = await createUser(t.database.db, { lastName: tag, isDeactivated: true });
    const fine = await createUser(t.database.db, { lastName: tag, role: 'contractor' });
    const q = (filters: string) =>
      call('GET', `/api/admin/users?search=${tag}&${filters}`, admin).then((r) => ids(r).sort());
    expect(await q('status=blocked')).toEqual([blocked.id]);
    expect(await q('status=warned')).toEqual([warned.id]);
    expect(await q('status=deleted')).toEqual([deleted.id]);
    expect(await q('status=deactivated')).toEqual([off.id]);
    expect(await q('status=active')).toEqual([fine.id]);
    expect(await q('role=contractor')).toEqual([blocked.id, fine.id].sort());
    expect(await q('planDuration=12')).toEqual([blocked.id]);
    expect(await q('postalArea=m%C3%BCnchen')).toEqual([warned.id]);
    expect(await q('role=&status=&planDuration=&postalArea=')).toHaveLength(5);
    expect(ids(await call('GET', '/api/admin/users?postalArea=10115', admin))).toEqual([member.user.id]);
    expect(
      (await call('GET', '/api/admin/users?role=admin', admin))
        .json()
        .items.every((u: { role: string }) => u.role === 'admin'),
    ).toBe(true);
  });

  it('filters by the one state each row shows, the strongest of the flags a member holds', async () => {
    const tag = `Zustandprobe${Date.now()}`;
    const make = (flags: Parameters<typeof createUser>[1]) => createUser(t.database.db, { lastName: tag, ...flags });
    const blockedWarned = await make({ isBlocked: true, isWarned: true });
    const deletedBlocked = await make({ isSoftDeleted: true, isBlocked: true });
    const offWarned = await make({ isDeactivated: true, isWarned: true });
    const blockedOff = await make({ isBlocked: true, isDeactivated: true });
    const warned = await make({ isWarned: true });
    const fine = await make({});
    const shown = async (status: string) => {
      const body = (await call('GET', `/api/admin/users?search=${tag}&status=${status}`, admin)).json();
      return body.items.map((u: { id: string } & Parameters<typeof memberState>[0]) => [u.id, memberState(u)]);
    };
    const expected: Record<string, string[]> = {
      deleted: [deletedBlocked.id],
      blocked: [blockedWarned.id, blockedOff.id],
      deactivated: [offWarned.id],
      warned: [warned.id],
      active: [fine.id],
    };
    for (const [status, members] of Object.entries(expected)) {
      const rows = await shown(status);
      expect(rows.map(([id]: [string]) => id).sort()).toEqual([...members].sort());
      expect(rows.every(([, state]: [string, string]) => state === status)).toBe(true);
    }
  });

  it('sorts by name, joined date and expiry, and pages', async () => {
    const tag = `Sortprobe${Date.now()}`;
    const day = 24 * 3600_000;
    const zoe = await createUser(t.database.db, {
      firstName: tag,
      lastName: 'Zorn',
      createdAt: new Date(Date.now() - 3 * day),
      paymentExpiresAt: new Date(Date.now() + 90 * day),
    });
    const anna = await createUser(t.database.db, {
      firstName: tag,
      lastName: 'Abel',
      createdAt: new Date(Date.now() - 1 * day),
      paymentExpiresAt: null,
    });
    const max = await createUser(t.database.db, {
      firstName: tag,
      lastName: 'Meier',
      createdAt: new Date(Date.now() - 2 * day),
      paymentExpiresAt: new Date(Date.now() + 10 * day),
    });
    const sorted = (sort: string) => call('GET', `/api/admin/users?search=${tag}&sort=${sort}`, admin).then(ids);
    expect(await sorted('name')).toEqual([anna.id, max.id, zoe.id]);
    expect(await sorted('joined')).toEqual([anna.id, max.id, zoe.id]);
    expect(await call('GET', `/api/admin/users?search=${tag}`, admin).then(ids)).toEqual([anna.id, max.id, zoe.id]);
    expect(await sorted('expiry')).toEqual([max.id, zoe.id, anna.id]);

    for (let i = 0; i < 9; i++) await createUser(t.database.db, { firstName: tag, lastName: `Zusatz${i}` });
    const first = (await call('GET', `/api/admin/users?search=${tag}&sort=name`, admin)).json();
    const second = (await call('GET', `/api/admin/users?search=${tag}&sort=name&page=2`, admin)).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.items).toHaveLength(2);
    expect(new Set([...ids({ json: () => first }), ...ids({ json: () => second })]).size).toBe(12);
    expect((await call('GET', `/api/admin/users?search=${tag}&limit=20`, admin)).json().items).toHaveLength(12);
  });

  it('answers bad filters with 400 and the field', async () => {
    for (const bad of [
      'limit=7',
      'page=0',
      'page=abc',
      'role=landlord',
      'status=frozen',
      'planDuration=abc',
      'planDuration=0',
      'sort=email',
      `search=${'x'.repeat(201)}`,
    ]) {
      const res = await call('GET', `/api/admin/users?${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().fields), bad).toEqual([bad.split('=')[0]]);
    }
  });

  it('is for admins only', async () => {
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    for (const who of [member, landlord]) {
      expect((await call('GET', '/api/admin/users', who)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/users/${member.user.id}/actions`, who)).statusCode).toBe(403);
      for (const path of ['toggle-block', 'warn-through-email', 'toggle-soft-delete']) {
        expect(
          (await call('PATCH', `/api/admin/${path}/${member.user.id}`, who, { reason: 'Not allowed' })).statusCode,
        ).toBe(403);
      }
    }
    expect((await call('GET', '/api/admin/users', null)).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/api/admin/toggle-block/${member.user.id}`, null, { reason: 'Not allowed' })).statusCode,
    ).toBe(401);
    expect((await call('GET', `/api/admin/users?search=${member.user.lastName}`, member)).json()).not.toHaveProperty(
      'items',
    );
    // Nothing happened to the member.
    expect((await call('GET', '/api/auth/current-user', member)).json()).toMatchObject({
      isBlocked: false,
      isWarned: false,
      isSoftDeleted: false,
    });
  });
});

describe('moderation', () => {
  it('block: needs a reason, ends sessions and sockets at once, mails the reason, hides posts; unblock brings them back unchanged', async () => {
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const viewer = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const propertyId = await listProperty(landlord);
    const before = (await call('GET', `/api/landlord/${propertyId}`, viewer)).json();
    const socket = await openSocket(landlord);

    for (const payload of [{}, { reason: '' }, { reason: '  ' }, { reason: 'ab' }]) {
      const noReason = await call('PATCH', `/api/admin/toggle-block/${landlord.user.id}`, admin, payload);
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fields).toEqual({ reason: 'Give a reason; the user will read it.' });
    }
    expect((await call('GET', '/api/auth/current-user', landlord)).statusCode).toBe(200);

    const gone = disconnected(socket);
    const blocked = await call('PATCH', `/api/admin/toggle-block/${landlord.user.id}`, admin, {
      reason: 'Fake listings with stolen photos',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ id: landlord.user.id, isBlocked: true });
    expect(await gone).toBe('io server disconnect');
    await expect(openSocket(landlord)).rejects.toThrow();

    const next = await call('GET', '/api/auth/current-user', landlord);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ code: 'Blocked', message: 'Blocked' });
    const refreshed = await call('POST', '/api/auth/refresh', null, {
      userId: landlord.user.id,
      refreshToken: landlord.refreshToken,
    });
    // The session is gone; its refresh token is told why, as every route tells the access token.
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json()).toEqual({ code: 'Blocked', message: 'Blocked' });
    expect((await loginAs(landlord.user.email)).json()).toEqual({ code: 'Blocked', message: 'Blocked' });

    expect((await call('GET', `/api/landlord/${propertyId}`, viewer)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/landlord/filter?city=Berlin', viewer)).json().items.map((p: { id: string }) => p.id),
    ).not.toContain(propertyId);
    expect((await call('GET', `/api/landlord/${propertyId}`, admin)).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(landlord.user.email, (m) => m.text.includes('Fake listings with stolen photos'));
    expect(mail.subject).toMatch(/gesperrt|blocked/);

    const unblocked = await call('PATCH', `/api/admin/toggle-block/${landlord.user.id}`, admin, {});
    expect(unblocked.json()).toMatchObject({ isBlocked: false });
    expect((await call('GET', `/api/landlord/${propertyId}`, viewer)).json()).toEqual(before);
    expect(
      (await call('GET', '/api/landlord/filter?city=Berlin', viewer)).json().items.map((p: { id: string }) => p.id),
    ).toContain(propertyId);
    // The cut sessions stay cut; the landlord signs in again.
    expect((await call('GET', '/api/auth/current-user', landlord)).statusCode).toBe(401);
    expect((await loginAs(landlord.user.email)).statusCode).toBe(200);
  });

  it('soft-delete: ends sessions and sockets, hides the tenant’s request and marks their chats; restore brings all back unchanged', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const requestId = await publishRequest(tenant);
    const before = (await call('GET', `/api/tenant/${requestId}`, landlord)).json();
    const { inbox } = (
      await call('POST', '/api/inquiry/create-inbox', landlord, {
        recipientId: tenant.user.id,
        subjectType: 'request',
        subjectId: requestId,
        message: 'Guten Tag',
      })
    ).json();
    const socket = await openSocket(tenant);

    expect((await call('PATCH', `/api/admin/toggle-soft-delete/${tenant.user.id}`, admin, {})).json().fields).toEqual({
      reason: 'Give a reason; the user will read it.',
    });
    const gone = disconnected(socket);
    const deleted = await call('PATCH', `/api/admin/toggle-soft-delete/${tenant.user.id}`, admin, {
      reason: 'Spam account',
    });
    expect(deleted.json()).toMatchObject({ isSoftDeleted: true, isBlocked: false });
    await gone;
    expect((await call('GET', '/api/auth/current-user', tenant)).json()).toEqual({
      code: 'Blocked',
      message: 'Blocked',
    });
    expect(
      (await call('POST', '/api/auth/refresh', null, { userId: tenant.user.id, refreshToken: tenant.refreshToken }))
        .statusCode,
    ).toBe(403);
    expect((await loginAs(tenant.user.email)).json().code).toBe('Blocked');
    expect((await call('GET', `/api/tenant/${requestId}`, landlord)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/tenant/filter?city=Berlin', landlord)).json().items.map((r: { id: string }) => r.id),
    ).not.toContain(requestId);
    expect((await call('GET', `/api/inquiry/thread/${inbox.id}`, landlord)).json().inbox.otherMember.available).toBe(
      false,
    );
    const send = await call('POST', '/api/inquiry/send', landlord, { inboxId: inbox.id, message: 'Noch da?' });
    expect(send.json().message).toBe('Other user of this chat is no longer available.');

    expect(
      (await call('PATCH', `/api/admin/toggle-soft-delete/${tenant.user.id}`, admin, {})).json().isSoftDeleted,
    ).toBe(false);
    expect((await call('GET', `/api/tenant/${requestId}`, landlord)).json()).toEqual(before);
    expect((await call('GET', `/api/inquiry/thread/${inbox.id}`, landlord)).json().inbox.otherMember.available).toBe(
      true,
    );
    expect((await loginAs(tenant.user.email)).statusCode).toBe(200);
  });

  it('warn: needs a reason, marks the user, mails the reason, and keeps them signed in', async () => {
    const user = await createLoggedInUser(t.app, t.database.db);
    expect((await call('PATCH', `/api/admin/warn-through-email/${user.user.id}`, admin, {})).statusCode).toBe(400);
    const warned = await call('PATCH', `/api/admin/warn-through-email/${user.user.id}`, admin, {
      reason: 'Rude messages',
    });
    expect(warned.json()).toMatchObject({ isWarned: true, isBlocked: false });
    const mail = await t.smtp.waitFor(user.user.email, (m) => m.text.includes('Rude messages'));
    expect(mail.subject).toMatch(/Verwarnung|warning/i);
    expect((await call('GET', '/api/auth/current-user', user)).json().isWarned).toBe(true);
    expect((await call('GET', `/api/admin/users?search=${user.user.email}&status=warned`, admin)).json().total).toBe(1);
  });

  it('writes every action to the audit log: who, what, why, when; newest first', async () => {
    const user = await createUser(t.database.db);
    const started = Date.now();
    await call('PATCH', `/api/admin/warn-through-email/${user.id}`, admin, { reason: 'First warning' });
    await call('PATCH', `/api/admin/toggle-block/${user.id}`, otherAdmin, { reason: 'Kept going' });
    await call('PATCH', `/api/admin/toggle-block/${user.id}`, admin, {});
    await call('PATCH', `/api/admin/toggle-soft-delete/${user.id}`, admin, { reason: 'Duplicate account' });
    await call('PATCH', `/api/admin/toggle-soft-delete/${user.id}`, admin, { reason: 'Was a mistake' });
    await call('PATCH', '/api/admin/toggle-account-status', admin, { userId: user.id });

    const log = (await call('GET', `/api/admin/users/${user.id}/actions`, admin)).json().items;
    expect(log.map((a: { action: string }) => a.action)).toEqual([
      'deactivate',
      'restore',
      'soft_delete',
      'unblock',
      'block',
      'warn',
    ]);
    expect(log[4]).toEqual({
      id: expect.any(String),
      action: 'block',
      reason: 'Kept going',
      createdAt: expect.any(String),
      admin: { id: otherAdmin.user.id, name: `${otherAdmin.user.firstName} ${otherAdmin.user.lastName}` },
    });
    expect(log[5]).toMatchObject({
      action: 'warn',
      reason: 'First warning',
      admin: { id: admin.user.id, name: 'Ada Admin' },
    });
    expect(log[3]).toMatchObject({ action: 'unblock', reason: null });
    expect(log[1]).toMatchObject({ action: 'restore', reason: 'Was a mistake' });
    expect(Date.parse(log[5].createdAt)).toBeGreaterThanOrEqual(started - 1000);

    // Rejected attempts leave no trace; unknown users are 404.
    await call('PATCH', `/api/admin/toggle-block/${user.id}`, admin, {});
    expect((await call('GET', `/api/admin/users/${user.id}/actions`, admin)).json().items).toHaveLength(6);
    expect((await call('GET', `/api/admin/users/${member.user.id}/actions`, admin)).json().items).toEqual([]);
    expect((await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000/actions', admin)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/admin/users/not-an-id/actions', admin)).statusCode).toBe(404);
  });

  it('with the wanted state, a second admin’s block or delete does not undo the first', async () => {
    const user = await createUser(t.database.db);
    expect(
      (await call('PATCH', `/api/admin/toggle-block/${user.id}`, admin, { reason: 'Scam offers', state: true })).json()
        .isBlocked,
    ).toBe(true);
    expect(
      (
        await call('PATCH', `/api/admin/toggle-block/${user.id}`, otherAdmin, {
          reason: 'Scam offers too',
          state: true,
        })
      ).json().isBlocked,
    ).toBe(true);
    expect(
      (
        await call('PATCH', `/api/admin/toggle-soft-delete/${user.id}`, admin, { reason: 'Fake account', state: true })
      ).json().isSoftDeleted,
    ).toBe(true);
    expect(
      (
        await call('PATCH', `/api/admin/toggle-soft-delete/${user.id}`, otherAdmin, {
          reason: 'Fake account',
          state: true,
        })
      ).json().isSoftDeleted,
    ).toBe(true);
    expect((await call('PATCH', `/api/admin/toggle-block/${user.id}`, admin, { state: 'yes' })).statusCode).toBe(400);
    const log = (await call('GET', `/api/admin/users/${user.id}/actions`, admin)).json().items;
    expect(log.map((a: { action: string }) => a.action)).toEqual(['soft_delete', 'block']);
    expect((await call('PATCH', `/api/admin/toggle-block/${user.id}`, admin, { state: false })).json().isBlocked).toBe(
      false,
    );
    expect(
      (await call('PATCH', `/api/admin/toggle-block/${user.id}`, otherAdmin, { state: false })).json().isBlocked,
    ).toBe(false);
  });

  it('admins cannot act on admins or themselves; bad or unknown ids are 404', async () => {
    for (const path of ['toggle-block', 'warn-through-email', 'toggle-soft-delete']) {
      for (const target of [otherAdmin, admin]) {
        const res = await call('PATCH', `/api/admin/${path}/${target.user.id}`, admin, { reason: 'Nope nope' });
        expect(res.statusCode, `${path} ${target.user.id}`).toBe(403);
        expect(res.json()).toEqual({ code: 'Forbidden', message: 'You may not do this.' });
      }
      expect((await call('PATCH', `/api/admin/${path}/not-an-id`, admin, { reason: 'Nope nope' })).statusCode).toBe(
        404,
      );
      expect(
        (await call('PATCH', `/api/admin/${path}/00000000-0000-4000-8000-000000000000`, admin, { reason: 'Nope nope' }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (await call('PATCH', '/api/admin/toggle-account-status', admin, { userId: otherAdmin.user.id })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/auth/current-user', otherAdmin)).json()).toMatchObject({
      isBlocked: false,
      isWarned: false,
      isSoftDeleted: false,
      isDeactivated: false,
    });
  });

  it('a member deactivates and reactivates their own account only', async () => {
    const me = await createLoggedInUser(t.app, t.database.db);
    const off = await call('PATCH', '/api/admin/toggle-account-status', me, {});
    expect(off.json().isDeactivated).toBe(true);
    expect((await call('GET', '/api/auth/current-user', me)).json().isDeactivated).toBe(true);
    expect((await call('PATCH', '/api/admin/toggle-account-status', me, { userId: member.user.id })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/auth/current-user', member)).json().isDeactivated).toBe(false);
    expect((await call('PATCH', '/api/admin/toggle-account-status', me, {})).json().isDeactivated).toBe(false);
    expect(
      (await call('PATCH', '/api/admin/toggle-account-status', admin, { userId: me.user.id })).json().isDeactivated,
    ).toBe(true);
    expect((await call('GET', `/api/admin/users/${me.user.id}/actions`, admin)).json().items[0]).toMatchObject({
      action: 'deactivate',
      reason: null,
    });
  });
});
