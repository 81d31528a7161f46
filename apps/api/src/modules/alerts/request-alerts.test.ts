import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { REQUEST_FILTER_FLAGS } from '../tenant-requests/search-queries.ts';
import {
  header,
  hitsOf,
  mailsTo,
  notificationsOf,
  ownPlace,
  publishRequest,
  saveSearch,
  unsubscribeTargetOf,
} from './alert-test-kit.ts';

let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor', language: 'de' });
});
afterAll(() => t?.close());

describe("a new tenant request alerts landlords' saved request searches", () => {
  it('instant: one hit, one notification and one German mail naming the request', async () => {
    const place = await ownPlace(t, 'Gesuchstadt');
    const searchId = await saveSearch(t, landlord, 'request', { city: place.city }, 'instant', 'Mieter');
    const id = await publishRequest(t, tenant, {
      targetCity: place.city,
      targetPostalCode: place.postalCode,
      targetAddress: '',
      maxPrice: '1300',
    });
    await t.app.jobs.runDue();

    expect(await hitsOf(t, searchId)).toEqual([id]);
    expect((await notificationsOf(t, landlord)).map((n) => n.data)).toEqual([
      {
        source: 'savedSearch',
        savedSearchId: searchId,
        name: 'Mieter',
        subjectType: 'request',
        subjectId: id,
        title: 'Mia M.',
      },
    ]);
    const [mail, ...more] = await mailsTo(t, landlord);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('Ein neuer Treffer für „Mieter“');
    expect(mail!.text).toContain(`http://app.test/tenant-request-details/${id}`);
    // Intl writes a no-break space before the euro sign.
    expect(mail!.text).toMatch(/Mia M\. – Budget 1\.300,00\s€ · Gesuchstadt/);
    expect(mail!.text).toContain('Abbestellen');
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await unsubscribeTargetOf(mail!)).toEqual({
      userId: landlord.user.id,
      target: { kind: 'savedSearch', id: searchId },
    });
  });

  it('each filter: the request that meets it alerts, its twin that misses it does not — as the search finds them', async () => {
    const town = await ownPlace(t, 'Gesuchsfilterstadt');
    const elsewhere = await ownPlace(t, 'Gesuchsanderstadt');
    const centre = await ownPlace(t, 'Gesuchsmitte', { lat: 49, lng: 7 });
    const near = await ownPlace(t, 'Gesuchsnah', { lat: 49 - 19.99 / 111.195, lng: 7 });
    const far = await ownPlace(t, 'Gesuchsfern', { lat: 49 - 20.5 / 111.195, lng: 7 });
    const base = {
      targetCity: town.city,
      targetPostalCode: town.postalCode,
      targetAddress: '',
      maxPrice: '1000',
      requiredRooms: '3',
      numberOfResidents: '2',
      numberOfChildren: '1',
    };
    const rows: { filter: Record<string, string>; fits: Record<string, string>; misses: Record<string, string> }[] = [
      { filter: { maxPrice: '1000' }, fits: { maxPrice: '1000' }, misses: { maxPrice: '999.99' } },
      { filter: { requiredRooms: '3' }, fits: { requiredRooms: '3' }, misses: { requiredRooms: '3.5' } },
      { filter: { numberOfResidents: '2' }, fits: { numberOfResidents: '2' }, misses: { numberOfResidents: '3' } },
      { filter: { numberOfChildren: '1' }, fits: { numberOfChildren: '1' }, misses: { numberOfChildren: '2' } },
      { filter: { propertyType: 'House' }, fits: { propertyType: 'House' }, misses: { propertyType: 'Apartment' } },
      ...REQUEST_FILTER_FLAGS.flatMap((flag) => [
        { filter: { [flag]: 'true' }, fits: { [flag]: 'true' }, misses: { [flag]: 'false' } },
        { filter: { [flag]: 'false' }, fits: { [flag]: 'false' }, misses: { [flag]: 'true' } },
      ]),
      { filter: {}, fits: {}, misses: { targetCity: elsewhere.city, targetPostalCode: elsewhere.postalCode } },
      {
        filter: { city: 'Berlin', postalCodes: '10117' },
        fits: { targetCity: 'Berlin', targetPostalCode: '10117' },
        misses: { targetCity: 'Berlin', targetPostalCode: '10115' },
      },
      {
        filter: { city: centre.city, radius: '20' },
        fits: { targetCity: near.city, targetPostalCode: near.postalCode },
        misses: { targetCity: far.city, targetPostalCode: far.postalCode },
      },
    ];
    const cases = [];
    for (const [i, row] of rows.entries()) {
      const filters = { city: town.city, ...row.filter };
      const searchId = await saveSearch(t, landlord, 'request', filters, 'off', `row ${i}`);
      const fits = await publishRequest(t, tenant, { ...base, ...row.fits });
      const misses = await publishRequest(t, tenant, { ...base, ...row.misses });
      cases.push({ i, filters, searchId, fits, misses });
    }
    await t.app.jobs.runDue();

    for (const c of cases) {
      const hits = await hitsOf(t, c.searchId);
      expect(hits, `row ${c.i} ${JSON.stringify(c.filters)}`).toContain(c.fits);
      expect(hits, `row ${c.i} ${JSON.stringify(c.filters)}`).not.toContain(c.misses);
      const query = new URLSearchParams({ ...c.filters, pageSize: '50' });
      const res = await t.app.inject({ method: 'GET', url: `/api/tenant/filter?${query}`, headers: landlord.headers });
      const found = res.json().items.map((r: { id: string }) => r.id);
      expect(found, `search row ${c.i}`).toContain(c.fits);
      expect(found, `search row ${c.i}`).not.toContain(c.misses);
    }
    expect((await mailsTo(t, landlord)).filter((m) => m.subject.includes('row'))).toEqual([]);
  });
});
