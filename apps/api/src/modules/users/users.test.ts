import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser } from '../../../test/factories.ts';
import { documentAccess, users } from '../../db/schema/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/:id', () => {
  it('shows the public profile without email, phone or address', async () => {
    const viewer = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const member = await createUser(t.database.db, {
      role: 'client',
      telephone: '+49 1',
      address: 'Geheimweg 1',
      profession: 'Lehrerin',
      subscriptionMonths: 12,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}`, headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, firstName: 'Erika', role: 'client', prioritySupport: true });
    expect(res.body).not.toContain(member.email);
    expect(res.body).not.toContain('Geheimweg');
    expect(res.body).not.toContain('+49 1');
  });

  it('shows a landlord a tenant by the request stages: initial, no profession, never nationality', async () => {
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const tenant = await createUser(t.database.db, {
      role: 'client',
      lastName: 'Sommer',
      profession: 'Lehrerin',
      nationality: 'italienisch',
      relationshipStatus: 'Married',
    });
    const seen = await t.app.inject({ method: 'GET', url: `/api/users/${tenant.id}`, headers: landlord.headers });
    expect(seen.json()).toMatchObject({ firstName: 'Erika', lastName: 'S.' });
    for (const field of ['profession', 'nationality', 'relationshipStatus'])
      expect(seen.json()).not.toHaveProperty(field);

    // Released up to interest (as "I want to rent this flat" does): the full name and the profession.
    await t.database.db.insert(documentAccess).values({
      tenantId: tenant.id,
      landlordId: landlord.user.id,
      status: 'granted',
      releasedStage: 'interest',
    });
    const later = await t.app.inject({ method: 'GET', url: `/api/users/${tenant.id}`, headers: landlord.headers });
    expect(later.json()).toMatchObject({ lastName: 'Sommer', profession: 'Lehrerin' });
    expect(later.json()).not.toHaveProperty('nationality');

    // Another tenant reads the profile as it always was.
    const peer = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const own = await t.app.inject({ method: 'GET', url: `/api/users/${tenant.id}`, headers: peer.headers });
    expect(own.json()).toMatchObject({ lastName: 'Sommer', nationality: 'italienisch', relationshipStatus: 'Married' });
  });

  it('hides blocked, deleted, deactivated accounts and admins from members, not from admins', async () => {
    const viewer = await createLoggedInUser(t.app, t.database.db);
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    const member = await createUser(t.database.db);
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, member.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${member.id}`, headers: viewer.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${member.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${admin.user.id}`, headers: viewer.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/nope', headers: viewer.headers })).statusCode).toBe(
      404,
    );
  });
});
