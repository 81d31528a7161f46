import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import { applied, applyTo, pipeline, tenantWithRequest } from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

describe('POST /api/applications', () => {
  it('answers the spec’s fields; the landlord finds the applicant in the pipeline with the match score', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { tenant, requestId } = await tenantWithRequest(t);
    const res = await applyTo(t, tenant, propertyId, requestId, 'Ich würde gern einziehen.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'new', propertyId, requestId, message: 'Ich würde gern einziehen.' });
    expect(Date.parse(res.json().createdAt)).not.toBeNaN();

    const page = (await pipeline(t, landlord, propertyId)).json();
    expect(page).toMatchObject({ total: 1, counts: { new: 1 }, applicationsOpen: true });
    expect(page.items[0]).toMatchObject({ id: res.json().id, status: 'new', request: { id: requestId } });
    expect(page.items[0].score).toBeGreaterThan(0);
    expect(page.items[0].reasons.map((r: { criterion: string }) => r.criterion)).toContain('rent');
  });

  it('keeps one live application per tenant and listing (409 AlreadyApplied)', async () => {
    const { propertyId } = await landlordWithListing(t);
    const { tenant, requestId } = await tenantWithRequest(t);
    await applied(t, tenant, propertyId, requestId);
    const again = await applyTo(t, tenant, propertyId, requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'AlreadyApplied' });
  });
});
