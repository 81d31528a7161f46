import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, requestForm, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';

/** A published request is a standing search: its alerts switch, as its owner and others see it. */
let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t?.close());

async function send(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>) {
  const body = multipart(fields);
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json();
}
const create = (fields: Record<string, string> = {}) =>
  send('POST', '/api/tenant/create-tenant-request', requestForm(fields));
const update = (id: string, fields: Record<string, string>) => send('PATCH', `/api/tenant/update/${id}`, fields);
const read = async (id: string, who: LoggedIn) =>
  (await t.app.inject({ method: 'GET', url: `/api/tenant/${id}`, headers: who.headers })).json();

describe('a tenant request’s alerts switch', () => {
  it('is on for a new request that leaves it out, and off when the form says so', async () => {
    expect((await create()).alertsEnabled).toBe(true);
    const off = await create({ alertsEnabled: 'false' });
    expect(off.alertsEnabled).toBe(false);
    expect((await read(off.id, tenant)).alertsEnabled).toBe(false);
  });

  it('stays off through an edit without it, and turns on and off by an edit with it', async () => {
    const request = await create();
    expect((await update(request.id, { alertsEnabled: 'false' })).alertsEnabled).toBe(false);
    expect((await update(request.id, { profession: 'Lehrerin' })).alertsEnabled).toBe(false);
    expect((await read(request.id, tenant)).alertsEnabled).toBe(false);
    expect((await update(request.id, { alertsEnabled: 'true' })).alertsEnabled).toBe(true);
    expect((await update(request.id, { notes: 'Ab Mai' })).alertsEnabled).toBe(true);
  });

  it('is answered to its owner only: a landlord’s view and search never carry it', async () => {
    const request = await create({ alertsEnabled: 'false' });
    expect(await read(request.id, landlord)).not.toHaveProperty('alertsEnabled');
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/tenant/filter?city=Berlin',
      headers: landlord.headers,
    });
    const item = found.json().items.find((i: { id: string }) => i.id === request.id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('alertsEnabled');
    const mine = await t.app.inject({ method: 'GET', url: '/api/tenant/all', headers: tenant.headers });
    expect(mine.json().items.find((i: { id: string }) => i.id === request.id).alertsEnabled).toBe(false);
  });
});
