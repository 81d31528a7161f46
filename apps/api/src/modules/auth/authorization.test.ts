import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, PASSWORD, type LoggedIn } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';
import { findUserById } from '../../db/members.ts';

/**
 * Every authenticated account route, called as each kind of caller. A foreign object answers
 * 404 and changes nothing; a blocked account answers 403 Blocked; no token answers 401.
 */
let t: TestContext;
const callers: Record<string, LoggedIn | null> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  callers.anonymous = null;
  callers.tenant = await createLoggedInUser(t.app, db, { role: 'client' });
  callers.otherTenant = await createLoggedInUser(t.app, db, { role: 'client' });
  callers.landlord = await createLoggedInUser(t.app, db, { role: 'contractor' });
  callers.admin = await createLoggedInUser(t.app, db, { role: 'admin' });
  callers.blocked = await createLoggedInUser(t.app, db);
  callers.deactivated = await createLoggedInUser(t.app, db);
  await db.update(users).set({ isBlocked: true }).where(eq(users.id, callers.blocked!.user.id));
  await db.update(users).set({ isDeactivated: true }).where(eq(users.id, callers.deactivated!.user.id));
});
afterAll(() => t.close());

const headersOf = (name: string) => (callers[name] ? callers[name]!.headers : {});

describe('GET /api/auth/current-user?userId=<tenant>', () => {
  /** The tenant's profile, or the error that tells the caller no. */
  const tenantProfile = () => ({ id: callers.tenant!.user.id, email: callers.tenant!.user.email });
  const notFound = () => ({ code: 'UserNotFound' });
  const expected: Record<string, [number, () => object]> = {
    anonymous: [401, () => ({ code: 'Unauthorized' })],
    tenant: [200, tenantProfile],
    otherTenant: [404, notFound],
    landlord: [404, notFound],
    admin: [200, tenantProfile],
    blocked: [403, () => ({ code: 'Blocked', message: 'Blocked' })],
    deactivated: [404, notFound],
  };
  for (const [name, [status, body]] of Object.entries(expected)) {
    it(`${name} → ${status}`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/current-user?userId=${callers.tenant!.user.id}`,
        headers: headersOf(name),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject(body());
    });
  }
});

describe('own-account routes', () => {
  const updateProfile = (headers: Record<string, string>) => {
    const body = multipart({ firstName: 'Changed', lastName: 'Name' });
    return t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('update-profile as anonymous → 401', async () => {
    const res = await updateProfile({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'Unauthorized' });
  });

  const expected: Record<string, [number, string]> = { blocked: [403, 'Erika'], deactivated: [200, 'Changed'] };
  for (const [name, [status, firstName]] of Object.entries(expected)) {
    it(`update-profile as ${name} → ${status}, first name then ${firstName}`, async () => {
      expect((await updateProfile(headersOf(name))).statusCode).toBe(status);
      expect((await findUserById(t.database.db, callers[name]!.user.id))!.firstName).toBe(firstName);
    });
  }

  it('update-profile only ever touches the caller', async () => {
    const body = multipart({
      firstName: 'Intruder',
      lastName: 'Name',
      id: callers.otherTenant!.user.id,
      userId: callers.otherTenant!.user.id,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      payload: body.payload,
      headers: { ...callers.tenant!.headers, ...body.headers },
    });
    expect((await findUserById(t.database.db, callers.otherTenant!.user.id))!.firstName).toBe('Erika');
  });

  it('change-password as blocked → 403 and the password stays', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/change-password',
      payload: { oldPassword: PASSWORD, newPassword: 'another-one' },
      headers: headersOf('blocked'),
    });
    expect(res.statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: callers.blocked!.user.email, password: PASSWORD },
    });
    expect(login.json().code).toBe('Blocked');
  });

  it('activate-free-plan: anonymous 401, admin 403, blocked 403', async () => {
    for (const [name, status] of [
      ['anonymous', 401],
      ['admin', 403],
      ['blocked', 403],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/activate-free-plan', headers: headersOf(name) });
      expect(res.statusCode, name).toBe(status);
    }
  });
});
