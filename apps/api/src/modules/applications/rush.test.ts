import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import { applied, applyTo, editListing, mine, tenantWithRequest } from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

const codes = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort();

describe('the limits under a rush', () => {
  it('a tenant applying to several listings at once keeps at most 3 live applications', async () => {
    const { tenant, requestId } = await tenantWithRequest(t);
    await applied(t, tenant, (await landlordWithListing(t)).propertyId, requestId);
    const listings = await Promise.all(
      Array.from({ length: 20 }, async () => (await landlordWithListing(t)).propertyId),
    );
    const answers = await Promise.all(listings.map((p) => applyTo(t, tenant, p, requestId)));
    expect(codes(answers)).toEqual([...Array(2).fill(201), ...Array(18).fill(402)]);
    expect((await mine(t, tenant, '?status=new')).total).toBe(3);
  }, 60_000);

  it('many tenants applying at once to a listing with a limit: exactly the limit gets in', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    await editListing(t, landlord, propertyId, { applicationLimit: '2' });
    const tenants = [];
    for (let i = 0; i < 5; i++) tenants.push(await tenantWithRequest(t));
    const answers = await Promise.all(tenants.map((x) => applyTo(t, x.tenant, propertyId, x.requestId)));
    expect(codes(answers)).toEqual([201, 201, 409, 409, 409]);
  });

  it('one tenant sending the same application twice at once gets one', async () => {
    const { propertyId } = await landlordWithListing(t);
    const { tenant, requestId } = await tenantWithRequest(t);
    const answers = await Promise.all([1, 2, 3].map(() => applyTo(t, tenant, propertyId, requestId)));
    expect(codes(answers)).toEqual([201, 409, 409]);
  });
});
