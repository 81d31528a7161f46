import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, multipart, seedPostalCodes } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import {
  applicant,
  applyTo,
  editListing,
  listingAs,
  moveTo,
  pipeline,
  tenantWithRequest,
  withdraw,
} from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

describe('the listing’s limit of live applications', () => {
  it('closes the listing when reached (409 ApplicationsClosed) and opens it again when one is declined', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const edited = await editListing(t, landlord, propertyId, { applicationLimit: '2' });
    expect(edited).toMatchObject({ applicationLimit: 2, applicationsOpen: true });
    const reader = await tenantWithRequest(t);
    const first = await applicant(t, propertyId);
    expect((await listingAs(t, reader.tenant, propertyId)).applicationsOpen).toBe(true);
    await applicant(t, propertyId);

    expect((await listingAs(t, reader.tenant, propertyId)).applicationsOpen).toBe(false);
    // Full, not switched off: the owner reads their own switch apart from the limit.
    expect(await listingAs(t, landlord, propertyId)).toMatchObject({
      applicationsOpen: false,
      applicationsEnabled: true,
    });
    expect((await pipeline(t, landlord, propertyId)).json()).toMatchObject({
      applicationsOpen: false,
      applicationLimit: 2,
    });
    const refused = await applyTo(t, reader.tenant, propertyId, reader.requestId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ApplicationsClosed');

    expect((await moveTo(t, landlord, first.id, 'declined')).statusCode).toBe(200);
    expect((await listingAs(t, reader.tenant, propertyId)).applicationsOpen).toBe(true);
    expect((await applyTo(t, reader.tenant, propertyId, reader.requestId)).statusCode).toBe(201);
    expect((await listingAs(t, reader.tenant, propertyId)).applicationsOpen).toBe(false);
  });

  it('a withdrawal frees a place; a shortlisted one still takes one; a higher limit or none opens it', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    await editListing(t, landlord, propertyId, { applicationLimit: '1' });
    const only = await applicant(t, propertyId);
    expect((await moveTo(t, landlord, only.id, 'shortlisted')).statusCode).toBe(200);
    const next = await tenantWithRequest(t);
    expect((await applyTo(t, next.tenant, propertyId, next.requestId)).statusCode).toBe(409);
    expect((await withdraw(t, only.tenant, only.id)).statusCode).toBe(200);
    expect((await applyTo(t, next.tenant, propertyId, next.requestId)).statusCode).toBe(201);

    const third = await tenantWithRequest(t);
    expect((await applyTo(t, third.tenant, propertyId, third.requestId)).statusCode).toBe(409);
    await editListing(t, landlord, propertyId, { applicationLimit: '2' });
    expect((await applyTo(t, third.tenant, propertyId, third.requestId)).statusCode).toBe(201);
    const fourth = await tenantWithRequest(t);
    expect((await applyTo(t, fourth.tenant, propertyId, fourth.requestId)).statusCode).toBe(409);
    const cleared = await editListing(t, landlord, propertyId, { applicationLimit: '' });
    expect(cleared).toMatchObject({ applicationLimit: null, applicationsOpen: true });
    expect((await applyTo(t, fourth.tenant, propertyId, fourth.requestId)).statusCode).toBe(201);
  });

  it('applicationsOpen=false closes the listing by hand; true opens it again', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { tenant, requestId } = await tenantWithRequest(t);
    expect(await editListing(t, landlord, propertyId, { applicationsOpen: 'false' })).toMatchObject({
      applicationsOpen: false,
    });
    expect((await listingAs(t, tenant, propertyId)).applicationsOpen).toBe(false);
    const refused = await applyTo(t, tenant, propertyId, requestId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ApplicationsClosed');
    // Other edits leave the switch as it is.
    await editListing(t, landlord, propertyId, { title: 'Neu betitelt' });
    expect((await applyTo(t, tenant, propertyId, requestId)).statusCode).toBe(409);
    await editListing(t, landlord, propertyId, { applicationsOpen: 'true' });
    expect((await applyTo(t, tenant, propertyId, requestId)).statusCode).toBe(201);
  });

  it('the owner (and admins) read the limit; other members do not', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    await editListing(t, landlord, propertyId, { applicationLimit: '5' });
    expect(await listingAs(t, landlord, propertyId)).toMatchObject({ applicationLimit: 5, applicationsOpen: true });
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    expect((await listingAs(t, admin, propertyId)).applicationLimit).toBe(5);
    const { tenant } = await tenantWithRequest(t);
    const other = await landlordWithListing(t);
    for (const who of [tenant, other.landlord]) {
      const seen = await listingAs(t, who, propertyId);
      expect(seen.applicationsOpen).toBe(true);
      expect(seen).not.toHaveProperty('applicationLimit');
      expect(seen).not.toHaveProperty('applicationsEnabled');
    }
  });

  it('refuses a limit below 1 or above 1000 with the contract’s message', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    for (const value of ['0', '1001', '2.5', 'viele']) {
      const body = multipart({ applicationLimit: value });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/landlord/update/${propertyId}`,
        payload: body.payload,
        headers: { ...landlord.headers, ...body.headers, 'accept-language': 'en' },
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().fields).toEqual({ applicationLimit: messages.applicationLimitInvalid.en });
    }
  });
});
