import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, requestForm, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';

let t: TestContext;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t.close());

async function publish(tenant: LoggedIn, overrides: Record<string, string> = {}) {
  const body = multipart(requestForm(overrides));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tenant/create-tenant-request',
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const ask = (tenant: LoggedIn) =>
  t.app.inject({
    method: 'POST',
    url: `/api/document-access/request?tenantId=${tenant.user.id}`,
    headers: landlord.headers,
  });
const incoming = async (tenant: LoggedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/document-access', headers: tenant.headers })).json().items;
/** Mail is sent after the answer: what is due goes out before we count. */
const mailsTo = async (who: LoggedIn) => {
  await t.deliverMail();
  return t.smtp.mails.filter((m) => m.to.includes(who.user.email)).length;
};

describe('asking a tenant for access to their files', () => {
  it('needs a request of the tenant that the landlord can see: otherwise 404, nothing written, no mail', async () => {
    const withoutRequest = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const res = await ask(withoutRequest);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NotFound' });
    expect(await incoming(withoutRequest)).toEqual([]);
    expect(await mailsTo(withoutRequest)).toBe(0);

    // A paused request is not visible to landlords either.
    const paused = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    await publish(paused, { status: 'paused' });
    expect((await ask(paused)).statusCode).toBe(404);
    expect(await incoming(paused)).toEqual([]);
    expect(await mailsTo(paused)).toBe(0);
  });

  it('reaches a tenant with a visible request, who gets the request and a mail', async () => {
    const tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    await publish(tenant);
    const res = await ask(tenant);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'pending' });
    expect(await incoming(tenant)).toEqual([
      expect.objectContaining({ landlordId: landlord.user.id, status: 'pending' }),
    ]);
    await t.smtp.waitFor(tenant.user.email);
  });
});
