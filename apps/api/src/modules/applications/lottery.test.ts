import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import {
  applicant,
  editListing,
  listingAs,
  moveTo,
  notificationsOf,
  pipeline,
  statusOf,
  tenantWithRequest,
  withdraw,
} from '../../../test/application-factories.ts';
import { applicationDraws } from '../../db/schema/index.ts';

let t: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

/** The listing of the test factories (warm rent 1,490.50 €, 3 rooms, pets allowed) with fair selection on. */
const fairListing = (fields: Record<string, string> = {}) =>
  landlordWithListing(t, { fairSelection: 'true', ...fields });

/** Someone who can be told apart in an answer: their name, contact and photo are on their request. */
const NAMED = {
  firstName: 'Annegret',
  lastName: 'Fairbach',
  email: 'annegret@example.test',
  telephone: '+49 171 5550',
};
const IDENTIFYING = ['id', 'userId', 'avatar', 'firstName', 'lastName', 'email', 'telephone', 'images', 'documents'];

function draw(landlord: LoggedIn, propertyId: string, body: object, language = 'de') {
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/lottery`,
    headers: { ...landlord.headers, 'accept-language': language },
    payload: body,
  });
}

const reproduce = (drawId: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/lottery-draws/${drawId}`, headers: admin.headers });

interface Item {
  id: string;
  status: string;
  number: number;
  anonymous: boolean;
  label?: string;
  request: Record<string, unknown>;
}
async function items(landlord: LoggedIn, propertyId: string, query = '?pageSize=50'): Promise<Item[]> {
  const res = await pipeline(t, landlord, propertyId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const byId = (list: Item[], id: string) => list.find((i) => i.id === id)!;

describe('fair selection: the pipeline', () => {
  it('shows an applicant as "Bewerbung N" without name, picture or contact until invited, then in full', async () => {
    const { landlord, propertyId } = await fairListing();
    const first = await applicant(t, propertyId);
    const named = await applicant(t, propertyId, { fields: NAMED });

    const res = await pipeline(t, landlord, propertyId);
    expect(res.statusCode).toBe(200);
    for (const secret of Object.values(NAMED)) expect(res.body).not.toContain(secret);
    const hidden = byId(res.json().items, named.id);
    expect(hidden).toMatchObject({ number: 2, anonymous: true, label: 'Bewerbung 2' });
    for (const key of IDENTIFYING) expect(hidden.request).not.toHaveProperty(key);
    expect(hidden).not.toHaveProperty('requestId');
    expect(res.body).not.toContain(named.requestId);
    // What the landlord judges by stays.
    expect(hidden.request).toMatchObject({ numberOfResidents: 2, maxPrice: 1500 });
    expect(byId(res.json().items, first.id)).toMatchObject({ number: 1, anonymous: true, label: 'Bewerbung 1' });

    const english = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/applications`,
      headers: { ...landlord.headers, 'accept-language': 'en' },
    });
    expect(byId(english.json().items, named.id).label).toBe('Application 2');

    // Shortlisting keeps it anonymous; inviting shows who it is, and a later decline does not hide it again.
    expect((await moveTo(t, landlord, named.id, 'shortlisted')).statusCode).toBe(200);
    expect(byId(await items(landlord, propertyId), named.id)).toMatchObject({ anonymous: true });
    expect((await moveTo(t, landlord, named.id, 'invited')).statusCode).toBe(200);
    const shown = byId(await items(landlord, propertyId), named.id);
    expect(shown).toMatchObject({
      number: 2,
      anonymous: false,
      request: { firstName: 'Annegret', email: NAMED.email },
    });
    expect(shown).not.toHaveProperty('label');
    expect((await moveTo(t, landlord, named.id, 'declined')).statusCode).toBe(200);
    expect(byId(await items(landlord, propertyId), named.id).request.firstName).toBe('Annegret');
    // One declined without an invitation stays "Bewerbung 1".
    expect((await moveTo(t, landlord, first.id, 'declined')).statusCode).toBe(200);
    expect(byId(await items(landlord, propertyId), first.id)).toMatchObject({ anonymous: true, label: 'Bewerbung 1' });
  });

  it('numbers applicants per listing in the order they applied; a listing without fair selection shows names', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const other = await fairListing();
    const a = await applicant(t, propertyId, { fields: NAMED });
    await applicant(t, other.propertyId);
    const b = await applicant(t, propertyId);
    const c = await applicant(t, propertyId);
    const list = await items(landlord, propertyId);
    expect([a, b, c].map((x) => byId(list, x.id).number)).toEqual([1, 2, 3]);
    expect(byId(list, a.id)).toMatchObject({ anonymous: false, request: { firstName: 'Annegret' } });
    expect((await items(other.landlord, other.propertyId))[0]).toMatchObject({ number: 1 });
  });

  it('tells the landlord of a new application and a withdrawal by number only, never by name', async () => {
    const { landlord, propertyId } = await fairListing();
    const { tenant, id } = await applicant(t, propertyId, { firstName: 'Annegret' });
    const [received] = await notificationsOf(t, landlord, 'applicationReceived');
    expect(received!.data).toMatchObject({ applicationId: id, applicationNumber: 1, anonymous: true });
    expect(received!.data).not.toHaveProperty('tenantName');
    expect(JSON.stringify(received)).not.toContain('Annegret');
    expect((await withdraw(t, tenant, id)).statusCode).toBe(200);
    const [withdrawn] = await notificationsOf(t, landlord, 'applicationWithdrawn');
    expect(withdrawn!.data).toMatchObject({ applicationId: id, anonymous: true });
    expect(withdrawn!.data).not.toHaveProperty('tenantName');

    const plain = await landlordWithListing(t);
    await applicant(t, plain.propertyId, { firstName: 'Annegret' });
    const [named] = await notificationsOf(t, plain.landlord, 'applicationReceived');
    expect(named!.data).toMatchObject({ tenantName: expect.stringContaining('Annegret'), applicationNumber: 1 });
  });

  it('keeps the landlord’s data export from naming an applicant the pipeline hides', async () => {
    const { landlord, propertyId } = await fairListing();
    const hidden = await applicant(t, propertyId, { firstName: 'Annegret' });
    const met = await applicant(t, propertyId, { firstName: 'Berit' });
    expect((await moveTo(t, landlord, met.id, 'invited')).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: landlord.headers });
    expect(res.statusCode).toBe(200);
    const account = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['account.json']!));
    const received = (id: string) => account.applications.find((a: { id: string }) => a.id === id);
    expect(received(hidden.id)).toMatchObject({ direction: 'received', otherMember: null });
    expect(received(met.id).otherMember).toMatchObject({
      id: met.tenant.user.id,
      name: expect.stringContaining('Berit'),
    });
    expect(JSON.stringify(account)).not.toContain('Annegret');
  });

  it('filters the pipeline by the must-have criteria (budget, household, pets)', async () => {
    const { landlord, propertyId } = await fairListing({ isPetFriendly: 'false' });
    const fits = await applicant(t, propertyId);
    const poor = await applicant(t, propertyId, { fields: { maxPrice: '1400' } });
    const big = await applicant(t, propertyId, { fields: { numberOfResidents: '5' } });
    const pets = await applicant(t, propertyId, { fields: { animalsInfo: 'Ein kleiner Hund' } });
    const ids = async (query: string) => {
      const res = await pipeline(t, landlord, propertyId, query);
      expect(res.statusCode, res.body).toBe(200);
      return {
        ids: res
          .json()
          .items.map((i: Item) => i.id)
          .sort(),
        total: res.json().total,
      };
    };
    expect(await ids('?meets=budgetCoversRent')).toEqual({ ids: [fits.id, big.id, pets.id].sort(), total: 3 });
    expect(await ids('?meets=householdFits')).toEqual({ ids: [fits.id, poor.id, pets.id].sort(), total: 3 });
    expect(await ids('?meets=petsAllowed')).toEqual({ ids: [fits.id, poor.id, big.id].sort(), total: 3 });
    expect(await ids('?meets=budgetCoversRent,householdFits,petsAllowed')).toEqual({ ids: [fits.id], total: 1 });
    expect((await ids('')).total).toBe(4);
    expect((await pipeline(t, landlord, propertyId, '?meets=nonsense')).statusCode).toBe(400);
  });
});

describe('POST /api/properties/:id/lottery', () => {
  it('invites exactly `count` of the eligible only, records the seed, and an admin reproduces it', async () => {
    const { landlord, propertyId } = await fairListing();
    const eligible = [];
    for (let i = 0; i < 5; i++) eligible.push(await applicant(t, propertyId));
    const poor = await applicant(t, propertyId, { fields: { maxPrice: '1000' } });
    const invitedBefore = await applicant(t, propertyId);
    expect((await moveTo(t, landlord, invitedBefore.id, 'invited')).statusCode).toBe(200);
    expect((await moveTo(t, landlord, eligible[4]!.id, 'shortlisted')).statusCode).toBe(200);

    const res = await draw(landlord, propertyId, { count: 2, criteria: { budgetCoversRent: true } });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(result.criteria).toEqual({ budgetCoversRent: true });
    // Eligible: the new and shortlisted ones meeting the budget, by number; the invitees among them.
    expect(result.eligible).toEqual(eligible.map((e, i) => ({ applicationId: e.id, number: i + 1 })));
    expect(result.invited).toHaveLength(2);
    const drawn = result.invited.map((i: { applicationId: string }) => i.applicationId);
    expect(new Set(drawn).size).toBe(2);
    for (const id of drawn) expect(eligible.map((e) => e.id)).toContain(id);

    // Each drawn tenant is invited as the pipeline invites; nobody else moved.
    for (const e of eligible) {
      expect(await statusOf(t, e.tenant, e.id)).toBe(
        drawn.includes(e.id) ? 'invited' : e === eligible[4] ? 'shortlisted' : 'new',
      );
    }
    expect(await statusOf(t, poor.tenant, poor.id)).toBe('new');
    const after = await items(landlord, propertyId);
    expect(
      after
        .filter((i) => i.status === 'invited')
        .map((i) => i.id)
        .sort(),
    ).toEqual([...drawn, invitedBefore.id].sort());
    for (const id of drawn) expect(byId(after, id)).toMatchObject({ anonymous: false, request: { firstName: 'Mia' } });
    const [invitation] = await notificationsOf(
      t,
      eligible.find((e) => drawn.includes(e.id))!.tenant,
      'viewingInvitation',
    );
    expect(invitation!.data).toMatchObject({ propertyId });

    // The landlord's list of draws has it; the admin's check shuffles again and gets the same invitees.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/lottery`,
      headers: landlord.headers,
    });
    expect(list.json().items).toEqual([result]);
    const check = await reproduce(result.drawId);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      drawId: result.drawId,
      seed: result.seed,
      eligible: result.eligible,
      invited: result.invited,
      propertyId,
      landlordId: landlord.user.id,
      reproduced: true,
      reproducedInvited: result.invited,
    });

    // A record whose invitees do not follow from its seed is told apart.
    const others = result.eligible.filter((e: { applicationId: string }) => !drawn.includes(e.applicationId));
    await t.database.db
      .update(applicationDraws)
      .set({ invited: others.slice(0, 2) })
      .where(eq(applicationDraws.id, result.drawId));
    expect((await reproduce(result.drawId)).json()).toMatchObject({
      reproduced: false,
      reproducedInvited: result.invited,
    });
  });

  it('invites every eligible one when fewer than `count` are; nothing eligible draws nobody', async () => {
    const { landlord, propertyId } = await fairListing();
    const a = await applicant(t, propertyId);
    const b = await applicant(t, propertyId, { fields: { numberOfResidents: '6' } });
    const res = await draw(landlord, propertyId, { count: 10, criteria: { householdFits: true } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ count: 10, invited: [{ applicationId: a.id, number: 1 }] });
    expect(await statusOf(t, b.tenant, b.id)).toBe('new');
    const none = await draw(landlord, propertyId, { count: 3, criteria: { householdFits: true } });
    expect(none.json()).toMatchObject({ eligible: [], invited: [] });
    expect((await reproduce(none.json().drawId)).json()).toMatchObject({ reproduced: true });
  });

  it('refuses a listing without fair selection, in the caller’s language, and changes nothing', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const a = await applicant(t, propertyId);
    const de = await draw(landlord, propertyId, { count: 1 });
    expect(de.statusCode).toBe(400);
    expect(de.json()).toMatchObject({
      code: 'ValidationFailed',
      fields: { fairSelection: expect.stringContaining('Faire Auswahl') },
    });
    const en = await draw(landlord, propertyId, { count: 1 }, 'en');
    expect(en.json().fields.fairSelection).toContain('Fair selection');
    expect(await statusOf(t, a.tenant, a.id)).toBe('new');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/lottery`,
      headers: landlord.headers,
    });
    expect(list.json()).toEqual({ items: [] });

    // Switched on in the listing form, it draws.
    expect(await editListing(t, landlord, propertyId, { fairSelection: 'true' })).toMatchObject({
      fairSelection: true,
    });
    expect((await draw(landlord, propertyId, { count: 1 })).statusCode).toBe(201);
    expect(await statusOf(t, a.tenant, a.id)).toBe('invited');
  });

  it('answers another landlord 404 and draws nothing; a tenant 403; counts out of 1–50 are refused', async () => {
    const { landlord, propertyId } = await fairListing();
    const a = await applicant(t, propertyId);
    const other = await landlordWithListing(t);
    const foreign = await draw(other.landlord, propertyId, { count: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NotFound');
    const foreignList = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${propertyId}/lottery`,
      headers: other.landlord.headers,
    });
    expect(foreignList.statusCode).toBe(404);
    expect(await statusOf(t, a.tenant, a.id)).toBe('new');
    expect(
      await t.database.db.select().from(applicationDraws).where(eq(applicationDraws.propertyId, propertyId)),
    ).toEqual([]);

    const { tenant } = await tenantWithRequest(t);
    expect((await draw(tenant, propertyId, { count: 1 })).statusCode).toBe(403);
    for (const count of [0, 51, 1.5, '2']) {
      const bad = await draw(landlord, propertyId, { count });
      expect(bad.statusCode, String(count)).toBe(400);
      expect(bad.json().fields.count).toContain('1 bis 50');
    }
    expect(await statusOf(t, a.tenant, a.id)).toBe('new');
    // Only admins check draws; an unknown one is 404.
    const asLandlord = await t.app.inject({
      method: 'GET',
      url: '/api/admin/lottery-draws/00000000-0000-4000-8000-000000000000',
      headers: landlord.headers,
    });
    expect(asLandlord.statusCode).toBe(403);
    expect((await reproduce('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the listing’s fair selection switch', () => {
  it('is off unless set, is answered to every reader, and an edit without it keeps it', async () => {
    const plain = await landlordWithListing(t);
    expect(await listingAs(t, plain.landlord, plain.propertyId)).toMatchObject({ fairSelection: false });
    const { landlord, propertyId } = await fairListing();
    const { tenant } = await tenantWithRequest(t);
    expect(await listingAs(t, tenant, propertyId)).toMatchObject({ fairSelection: true });
    expect(await editListing(t, landlord, propertyId, { title: 'Neuer Titel für die Wohnung' })).toMatchObject({
      fairSelection: true,
    });
    expect(await editListing(t, landlord, propertyId, { fairSelection: 'false' })).toMatchObject({
      fairSelection: false,
    });
  });
});
