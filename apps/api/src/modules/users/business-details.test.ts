import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { accountExportSchema } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  createLoggedInUser,
  multipart,
  propertyForm,
  seedPostalCodes,
  type LoggedIn,
} from '../../../test/factories.ts';

/** Traceable commercial landlords (DSA Art. 30): the details, the listings' provider, the admin check, the export. */
let t: TestContext;
let admin: LoggedIn;
let tenant: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
});
afterAll(() => t.close());

const complete = {
  isBusiness: true,
  name: 'Wohnbau Nord GmbH',
  address: 'Hafenstraße 1, 20095 Hamburg',
  phone: '+49 40 123456',
  email: 'Info@Wohnbau-Nord.example',
  tradeRegister: 'HRB 12345, Amtsgericht Hamburg',
  noTradeRegister: false,
  selfCertified: true,
};

const landlord = () => createLoggedInUser(t.app, t.database.db, { role: 'contractor' });

function patchDetails(who: LoggedIn, businessDetails: unknown, language = 'en') {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/auth/update-profile',
    headers: { ...who.headers, 'accept-language': language },
    payload: { businessDetails },
  });
}

function putProfile(who: LoggedIn, fields: Record<string, string>) {
  const body = multipart({ firstName: 'Volker', lastName: 'Vermieter', ...fields });
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/update-profile',
    headers: { ...who.headers, ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
}

async function list(who: LoggedIn) {
  const body = multipart(propertyForm());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/landlord/create',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; provider: unknown };
}

const details = async (who: LoggedIn, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/landlord/${id}`, headers: who.headers })).json();

const searchHit = async (who: LoggedIn, ownerId: string, id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/landlord/filter?listedBy=${ownerId}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((item: { id: string }) => item.id === id);
};

const checkBusiness = (who: LoggedIn, userId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/business-check`, headers: who.headers });

const businessProvider = {
  type: 'business',
  name: 'Wohnbau Nord GmbH',
  address: 'Hafenstraße 1, 20095 Hamburg',
  phone: '+49 40 123456',
  email: 'info@wohnbau-nord.example',
  tradeRegister: 'HRB 12345, Amtsgericht Hamburg',
  checked: false,
};

describe('a landlord listing as a business', () => {
  it('saves complete details, shows them on the own profile and names the business on every listing answer', async () => {
    const owner = await landlord();
    const res = await patchDetails(owner, complete);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().businessDetails).toMatchObject({
      isBusiness: true,
      name: 'Wohnbau Nord GmbH',
      email: 'info@wohnbau-nord.example',
      tradeRegister: 'HRB 12345, Amtsgericht Hamburg',
      noTradeRegister: false,
      checkedAt: null,
    });
    expect(res.json().businessDetails.certifiedAt).toEqual(expect.any(String));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: owner.headers });
    expect(me.json().businessDetails.name).toBe('Wohnbau Nord GmbH');

    const created = await list(owner);
    expect(created.provider).toEqual(businessProvider);
    expect((await details(tenant, created.id)).provider).toEqual(businessProvider);
    expect((await searchHit(tenant, owner.user.id, created.id)).provider).toEqual(businessProvider);
    // A favourite shows who offers it as well.
    const fan = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    await t.app.inject({ method: 'POST', url: `/api/favorites/property/${created.id}`, headers: fan.headers });
    const favourites = await t.app.inject({ method: 'GET', url: '/api/favorites/properties', headers: fan.headers });
    expect(favourites.json().items).toEqual([expect.objectContaining({ id: created.id, provider: businessProvider })]);
  });

  it('refuses incomplete details naming each field, in the request’s language, and stores nothing', async () => {
    const owner = await landlord();
    const res = await patchDetails(owner, { isBusiness: true, name: 'W', email: 'no-mail', selfCertified: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ValidationFailed',
      fields: {
        'businessDetails.name': 'Enter the name of your business.',
        'businessDetails.address': 'Enter the business address (street, number, postal code, town).',
        'businessDetails.phone': 'Valid phone number required.',
        'businessDetails.email': 'Enter a valid email',
        'businessDetails.tradeRegister': 'Enter the trade-register entry, or confirm that there is none.',
      },
    });
    const de = await patchDetails(owner, { ...complete, address: '' }, 'de');
    expect(de.json().fields).toEqual({
      'businessDetails.address': 'Gib die Geschäftsanschrift an (Straße, Hausnummer, Postleitzahl, Ort).',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: owner.headers });
    expect(me.json().businessDetails).toMatchObject({ isBusiness: false, name: null });
  });

  it('needs the self-certification, also when turning from private to business', async () => {
    const owner = await landlord();
    for (const selfCertified of [false, undefined]) {
      const res = await patchDetails(owner, { ...complete, selfCertified });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        'businessDetails.selfCertified':
          'Please certify that you only offer products and services that comply with applicable EU law.',
      });
    }
    expect((await patchDetails(owner, complete)).statusCode).toBe(200);
    expect((await patchDetails(owner, { isBusiness: false })).statusCode).toBe(200);
    // Back to business: certified anew, not carried over from before.
    const { selfCertified: _, ...uncertified } = complete;
    expect((await patchDetails(owner, uncertified)).statusCode).toBe(400);
  });

  it('takes an empty trade register only with "none", and then answers null', async () => {
    const owner = await landlord();
    const empty = await patchDetails(owner, { ...complete, tradeRegister: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['businessDetails.tradeRegister']);
    const none = await patchDetails(owner, { ...complete, tradeRegister: '', noTradeRegister: true });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().businessDetails).toMatchObject({ tradeRegister: null, noTradeRegister: true });
    expect((await list(owner)).provider).toMatchObject({ type: 'business', tradeRegister: null });
  });

  it('arrives as a JSON text field of the multipart profile form too; left out, it stays as it is', async () => {
    const owner = await landlord();
    const saved = await putProfile(owner, { businessDetails: JSON.stringify(complete) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().businessDetails.isBusiness).toBe(true);
    const untouched = await putProfile(owner, { profession: 'Hausverwalter' });
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().businessDetails.name).toBe('Wohnbau Nord GmbH');
    const broken = await putProfile(owner, { businessDetails: '{not json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({ businessDetails: 'Invalid value' });
    const incomplete = await putProfile(owner, { businessDetails: JSON.stringify({ ...complete, phone: '' }) });
    expect(incomplete.json().fields).toEqual({ 'businessDetails.phone': 'Valid phone number required.' });
  });
});

describe('a private landlord and other accounts', () => {
  it('a landlord who gave nothing, or chose private, lists as a private provider', async () => {
    const owner = await landlord();
    const created = await list(owner);
    expect(created.provider).toEqual({ type: 'private' });
    expect((await details(tenant, created.id)).provider).toEqual({ type: 'private' });
    expect((await searchHit(tenant, owner.user.id, created.id)).provider).toEqual({ type: 'private' });

    expect((await patchDetails(owner, complete)).statusCode).toBe(200);
    const back = await patchDetails(owner, { isBusiness: false, name: 'ignored' });
    expect(back.json().businessDetails).toMatchObject({ isBusiness: false, name: null, certifiedAt: null });
    expect((await details(tenant, created.id)).provider).toEqual({ type: 'private' });
  });

  it('a tenant cannot list as a business; their answer carries no business details', async () => {
    const res = await patchDetails(tenant, complete);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ businessDetails: 'Only landlords can list as a business.' });
    const form = await putProfile(tenant, { businessDetails: JSON.stringify(complete) });
    expect(form.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: tenant.headers });
    expect(me.json().businessDetails).toBeUndefined();
    expect(me.json().firstName).not.toBe('Volker');
  });
});

describe('the admin check', () => {
  it('an admin sees the details, marks them checked (audit log), and listings then say checked', async () => {
    const owner = await landlord();
    await patchDetails(owner, complete);
    const { id } = await list(owner);

    const users = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(owner.user.email)}`,
      headers: admin.headers,
    });
    expect(users.json().items[0].businessDetails).toMatchObject({ isBusiness: true, name: 'Wohnbau Nord GmbH' });

    const res = await checkBusiness(admin, owner.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().businessDetails.checkedAt).toEqual(expect.any(String));
    expect((await details(tenant, id)).provider).toEqual({ ...businessProvider, checked: true });
    expect((await searchHit(tenant, owner.user.id, id)).provider.checked).toBe(true);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${owner.user.id}/actions`,
      headers: admin.headers,
    });
    expect(log.json().items[0]).toMatchObject({
      action: 'business_check',
      reason: 'Wohnbau Nord GmbH · HRB 12345, Amtsgericht Hamburg',
      admin: { id: admin.user.id },
    });

    // Saving the same details keeps the check; changed ones need a new check.
    expect((await patchDetails(owner, complete)).json().businessDetails.checkedAt).toEqual(expect.any(String));
    const changed = await patchDetails(owner, { ...complete, phone: '+49 40 999999' });
    expect(changed.json().businessDetails.checkedAt).toBeNull();
    expect((await details(tenant, id)).provider.checked).toBe(false);
  });

  it('is 404 for an account that lists as no business and for an unknown one', async () => {
    const privateOwner = await landlord();
    const notBusiness = await checkBusiness(admin, privateOwner.user.id);
    expect(notBusiness.statusCode).toBe(404);
    expect(notBusiness.json().code).toBe('NotFound');
    expect((await checkBusiness(admin, tenant.user.id)).statusCode).toBe(404);
    const unknown = await checkBusiness(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UserNotFound');
    expect((await checkBusiness(admin, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('is closed to members (403, as the authorization table says) and changes nothing', async () => {
    const owner = await landlord();
    await patchDetails(owner, complete);
    for (const caller of [tenant, owner]) {
      const res = await checkBusiness(caller, owner.user.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('Forbidden');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/users/${owner.user.id}/business-check` });
    expect(anonymous.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: owner.headers });
    expect(me.json().businessDetails.checkedAt).toBeNull();
  });
});

describe('the account export', () => {
  it('carries a landlord’s business details with the check, and null for a tenant', async () => {
    const owner = await landlord();
    await patchDetails(owner, complete);
    await checkBusiness(admin, owner.user.id);
    const exported = async (who: LoggedIn) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
      expect(res.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      return accountExportSchema.parse(JSON.parse(strFromU8(files['account.json']!)));
    };
    const mine = await exported(owner);
    expect(mine.account.businessDetails).toMatchObject({
      isBusiness: true,
      name: 'Wohnbau Nord GmbH',
      address: 'Hafenstraße 1, 20095 Hamburg',
      phone: '+49 40 123456',
      email: 'info@wohnbau-nord.example',
      tradeRegister: 'HRB 12345, Amtsgericht Hamburg',
      noTradeRegister: false,
    });
    expect(mine.account.businessDetails?.certifiedAt).toEqual(expect.any(String));
    expect(mine.account.businessDetails?.checkedAt).toEqual(expect.any(String));
    expect(mine.moderation.map((m) => m.action)).toContain('business_check');
    expect((await exported(tenant)).account.businessDetails).toBeNull();
  });
});
