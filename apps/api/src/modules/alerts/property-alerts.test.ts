import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_FLAGS } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import {
  header,
  hitsOf,
  mailsTo,
  notificationsOf,
  ownPlace,
  publishProperty,
  saveSearch,
  unsubscribeTargetOf,
} from './alert-test-kit.ts';

let t: TestContext;
let tenant: LoggedIn;
let landlord: LoggedIn;
let other: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client', language: 'en' });
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
  other = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t?.close());

describe('a new listing alerts the saved searches it meets', () => {
  it('instant: one hit, one notification and one mail with the one-click unsubscribe headers', async () => {
    const place = await ownPlace(t, 'Alarmstadt');
    const searchId = await saveSearch(t, tenant, 'property', { city: place.city, maxPrice: '1500' }, 'instant', 'Flat');
    const id = await publishProperty(t, landlord, { city: place.city, postalCode: place.postalCode, title: 'Sunny' });
    await t.app.jobs.runDue();

    expect(await hitsOf(t, searchId)).toEqual([id]);
    const notes = await notificationsOf(t, tenant);
    expect(notes.map((n) => [n.type, n.data])).toEqual([
      [
        'match',
        {
          source: 'savedSearch',
          savedSearchId: searchId,
          name: 'Flat',
          subjectType: 'property',
          subjectId: id,
          title: 'Sunny',
        },
      ],
    ]);
    const mails = await mailsTo(t, tenant);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain('1 new match for "Flat"');
    expect(mail.text).toContain(`http://app.test/property-details/${id}`);
    expect(mail.text).toContain('Sunny');
    expect(mail.text).toContain('€1,490.50');
    expect(mail.text).toContain('http://app.test/saved-searches');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(http:\/\/app\.test\/api\/saved-searches\/unsubscribe\?token=[^>]+)>$/.exec(
      header(mail, 'List-Unsubscribe') ?? '',
    );
    expect(unsubscribe).not.toBeNull();
    // The visible link is the same address, and it names this search of this member.
    expect(mail.text).toContain(unsubscribe![1]);
    expect(await unsubscribeTargetOf(mail)).toEqual({
      userId: tenant.user.id,
      target: { kind: 'savedSearch', id: searchId },
    });
    // Nothing more on the next pass.
    await t.app.jobs.runDue();
    expect(await hitsOf(t, searchId)).toHaveLength(1);
    expect(await mailsTo(t, tenant)).toHaveLength(1);
  });

  it('each filter: the listing that meets it alerts, its twin that misses it does not — as the search finds them', async () => {
    const town = await ownPlace(t, 'Filterstadt');
    const elsewhere = await ownPlace(t, 'Anderstadt');
    // A town of its own at the centre, one 19.99 km due north (inside a 20 km radius) and one 20.5 km north.
    const centre = await ownPlace(t, 'Radiusmitte', { lat: 50, lng: 8 });
    const near = await ownPlace(t, 'Nahdorf', { lat: 50 + 19.99 / 111.195, lng: 8 });
    const far = await ownPlace(t, 'Ferndorf', { lat: 50 + 20.5 / 111.195, lng: 8 });
    const at = { city: town.city, postalCode: town.postalCode };
    const base = { ...at, warmRent: '1000', numberOfRooms: '3', numberOfBathrooms: '2', squareMeters: '80' };
    const rows: { filter: Record<string, string>; fits: Record<string, string>; misses: Record<string, string> }[] = [
      { filter: { maxPrice: '1000' }, fits: { warmRent: '1000' }, misses: { warmRent: '1000.01' } },
      { filter: { numberOfRooms: '3' }, fits: { numberOfRooms: '3' }, misses: { numberOfRooms: '2.5' } },
      { filter: { numberOfBathrooms: '2' }, fits: { numberOfBathrooms: '2' }, misses: { numberOfBathrooms: '1' } },
      { filter: { squareMeters: '80' }, fits: { squareMeters: '80' }, misses: { squareMeters: '79.5' } },
      { filter: { propertyType: 'House' }, fits: { propertyType: 'House' }, misses: { propertyType: 'Apartment' } },
      ...PROPERTY_FLAGS.flatMap((flag) => [
        { filter: { [flag]: 'true' }, fits: { [flag]: 'true' }, misses: { [flag]: 'false' } },
        { filter: { [flag]: 'false' }, fits: { [flag]: 'false' }, misses: { [flag]: 'true' } },
      ]),
      { filter: {}, fits: {}, misses: { city: elsewhere.city, postalCode: elsewhere.postalCode } },
      {
        filter: { city: 'Berlin', postalCodes: '10117' },
        fits: { city: 'Berlin', postalCode: '10117' },
        misses: { city: 'Berlin', postalCode: '10115' },
      },
      {
        filter: { city: centre.city, radius: '20' },
        fits: { city: near.city, postalCode: near.postalCode },
        misses: { city: far.city, postalCode: far.postalCode },
      },
    ];
    const cases = [];
    for (const [i, row] of rows.entries()) {
      const filters = { city: town.city, ...row.filter };
      const searchId = await saveSearch(t, tenant, 'property', filters, 'off', `row ${i}`);
      const fits = await publishProperty(t, landlord, { ...base, ...row.fits, title: `fits ${i}` });
      const misses = await publishProperty(t, landlord, { ...base, ...row.misses, title: `misses ${i}` });
      cases.push({ i, filters, searchId, fits, misses });
    }
    // listedBy: one landlord's listings, wherever they are.
    const byOwner = await saveSearch(t, tenant, 'property', { listedBy: other.user.id }, 'off');
    const ownersListing = await publishProperty(t, other, { ...base, title: 'by other' });
    const someoneElses = await publishProperty(t, landlord, { ...base, title: 'by landlord' });
    await t.app.jobs.runDue();

    for (const c of cases) {
      const hits = await hitsOf(t, c.searchId);
      expect(hits, `row ${c.i} ${JSON.stringify(c.filters)}`).toContain(c.fits);
      expect(hits, `row ${c.i} ${JSON.stringify(c.filters)}`).not.toContain(c.misses);
      // The alert's verdict is the search's: the search finds the one and not the other.
      const query = new URLSearchParams({ ...c.filters, pageSize: '50' });
      const res = await t.app.inject({ method: 'GET', url: `/api/landlord/filter?${query}`, headers: tenant.headers });
      const found = res.json().items.map((p: { id: string }) => p.id);
      expect(found, `search row ${c.i}`).toContain(c.fits);
      expect(found, `search row ${c.i}`).not.toContain(c.misses);
    }
    const ownerHits = await hitsOf(t, byOwner);
    expect(ownerHits).toContain(ownersListing);
    expect(ownerHits).not.toContain(someoneElses);
    // Alerts off: hits only, no notification or mail.
    expect((await mailsTo(t, tenant)).filter((m) => m.subject.includes('row'))).toEqual([]);
  });
});
