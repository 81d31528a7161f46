import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, type LoggedIn } from '../../../test/factories.ts';
import { users } from '../../db/schema/index.ts';

/**
 * An unknown member id answers 404 `UserNotFound`; a member the caller may not see answers exactly
 * the same, so no answer tells whether an account exists.
 */
let t: TestContext;
let admin: LoggedIn;
let tenant: LoggedIn;
let landlord: LoggedIn;
const NOT_FOUND = { code: 'UserNotFound', message: 'User not found' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t.close());

function call(method: 'GET' | 'PATCH', url: string, who: LoggedIn, payload?: object, language = 'en') {
  const headers = { ...who.headers, 'accept-language': language };
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
function expectUserNotFound(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
  expect(res.json(), what).toEqual(NOT_FOUND);
}
/** Members each hidden in one way, and an id nobody has. */
async function hiddenMembers(role: 'client' | 'contractor') {
  const hidden: [string, string][] = [['unknown', randomUUID()]];
  for (const state of ['isBlocked', 'isSoftDeleted', 'isDeactivated'] as const) {
    const member = await createUser(t.database.db, { role });
    await t.database.db
      .update(users)
      .set({ [state]: true })
      .where(eq(users.id, member.id));
    hidden.push([state, member.id]);
  }
  return hidden;
}

describe('admin routes', () => {
  it('answer UserNotFound for an unknown or malformed id, in German too', async () => {
    const reason = { reason: 'Spam' };
    for (const id of [randomUUID(), 'nope']) {
      expectUserNotFound(await call('PATCH', `/api/admin/toggle-block/${id}`, admin, reason), `block ${id}`);
      expectUserNotFound(await call('PATCH', `/api/admin/toggle-soft-delete/${id}`, admin, reason), `delete ${id}`);
      expectUserNotFound(await call('PATCH', `/api/admin/warn-through-email/${id}`, admin, reason), `warn ${id}`);
      expectUserNotFound(await call('GET', `/api/admin/users/${id}/actions`, admin), `history ${id}`);
      const status = await call('PATCH', '/api/admin/toggle-account-status', admin, { userId: id });
      expectUserNotFound(status, `account status ${id}`);
    }
    const german = await call('PATCH', `/api/admin/toggle-block/${randomUUID()}`, admin, reason, 'de');
    expect(german.json()).toEqual({ code: 'UserNotFound', message: 'Benutzer nicht gefunden' });
  });

  it('a member naming another account for its status gets the same answer as for an unknown one', async () => {
    const other = await createUser(t.database.db);
    const res = await call('PATCH', '/api/admin/toggle-account-status', tenant, { userId: other.id });
    expectUserNotFound(res, 'another member');
    const unchanged = await call('GET', `/api/auth/current-user?userId=${other.id}`, admin);
    expect(unchanged.json().isDeactivated).toBe(false);
  });
});

describe('profile routes', () => {
  it('current-user with another member’s id answers as for an unknown id; admins read any', async () => {
    const other = await createUser(t.database.db);
    expectUserNotFound(await call('GET', `/api/auth/current-user?userId=${other.id}`, tenant), 'another member');
    const unknown = `/api/auth/current-user?userId=${randomUUID()}`;
    expectUserNotFound(await call('GET', unknown, tenant), 'unknown, member');
    expectUserNotFound(await call('GET', unknown, admin), 'unknown, admin');
    expect((await call('GET', `/api/auth/current-user?userId=${other.id}`, admin)).json().id).toBe(other.id);
    const own = await call('GET', `/api/auth/current-user?userId=${tenant.user.id}`, tenant);
    expect(own.json().id).toBe(tenant.user.id);
  });

  it('a profile of an unknown, blocked, deleted or deactivated member, or an admin, is not found', async () => {
    const hidden = [...(await hiddenMembers('client')), ['admin', admin.user.id] as [string, string]];
    for (const [what, id] of hidden) expectUserNotFound(await call('GET', `/api/users/${id}`, landlord), what);
    for (const [what, id] of hidden.slice(1)) {
      expect((await call('GET', `/api/users/${id}`, admin)).statusCode, `admin sees ${what}`).toBe(200);
    }
  });

  it('a hidden tenant’s requests answer as an unknown member’s; admins still list them', async () => {
    for (const [what, id] of await hiddenMembers('client')) {
      expectUserNotFound(await call('GET', `/api/tenant/all?userId=${id}`, landlord), what);
      const seen = await call('GET', `/api/tenant/all?userId=${id}`, admin);
      expect(seen.statusCode, `admin, ${what}`).toBe(what === 'unknown' ? 404 : 200);
    }
  });

  it('a hidden landlord’s listings answer as an unknown member’s; admins still list them', async () => {
    for (const [what, id] of await hiddenMembers('contractor')) {
      expectUserNotFound(await call('GET', `/api/landlord/filter?listedBy=${id}`, tenant), what);
      const seen = await call('GET', `/api/landlord/filter?listedBy=${id}`, admin);
      expect(seen.statusCode, `admin, ${what}`).toBe(what === 'unknown' ? 404 : 200);
    }
    const listings = `/api/landlord/filter?listedBy=${landlord.user.id}`;
    expect((await call('GET', listings, landlord)).statusCode).toBe(200);
    expect((await call('GET', listings, tenant)).json().total).toBe(0);
  });
});
