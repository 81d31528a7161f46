import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { accountExportSchema } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import { applicant, applyTo, moveTo, tenantWithRequest } from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

async function exported(who: LoggedIn) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return accountExportSchema.parse(JSON.parse(strFromU8(files['account.json']!)));
}

describe('the account export', () => {
  it('has the tenant’s sent applications and the landlord’s received ones, with the other side', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    const { tenant, requestId } = await tenantWithRequest(t, { firstName: 'Jana' });
    const res = await applyTo(t, tenant, propertyId, requestId, 'Wir sind ruhige Mieter.');
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect((await moveTo(t, landlord, id, 'declined', 'Leider vergeben.')).statusCode).toBe(200);
    // Another tenant's application to another landlord is in neither export.
    const stranger = await applicant(t, (await landlordWithListing(t)).propertyId);

    const mine = await exported(tenant);
    expect(mine.applications).toEqual([
      {
        id,
        direction: 'sent',
        propertyId,
        propertyTitle: 'Altbau am Park',
        requestId,
        otherMember: { id: landlord.user.id, name: 'Volker Mustermann' },
        status: 'declined',
        message: 'Wir sind ruhige Mieter.',
        answer: 'Leider vergeben.',
        createdAt: expect.any(String),
        answeredAt: expect.any(String),
        statusChangedAt: expect.any(String),
        closedReason: null,
      },
    ]);
    const theirs = await exported(landlord);
    expect(theirs.applications).toEqual([
      expect.objectContaining({
        id,
        direction: 'received',
        otherMember: { id: tenant.user.id, name: 'Jana Mustermann' },
        status: 'declined',
      }),
    ]);
    expect(JSON.stringify(theirs)).not.toContain(stranger.id);
  });
});
