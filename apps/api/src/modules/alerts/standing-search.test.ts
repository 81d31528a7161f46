import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { fullListing, wishNoFeatures } from '../../../test/match-factories.ts';
import { alertHits } from '../../db/schema/index.ts';
import { edit, mailsTo, notificationsOf, ownPlace, publishProperty, publishRequest } from './alert-test-kit.ts';

/*
 * A published tenant request is a standing search: a new listing it matches (the match rule of the
 * match pages: area, warm rent within the budget + 10 %) alerts its owner at once, unless the owner
 * switched its alerts off.
 */
let t: TestContext;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(() => t?.close());

const requestHits = async (requestId: string) =>
  (
    await t.database.db
      .select({ subjectId: alertHits.subjectId })
      .from(alertHits)
      .where(eq(alertHits.requestId, requestId))
  ).map((r) => r.subjectId);

describe("a tenant request's own alerts", () => {
  it('a matching listing alerts the request with alerts on; switched off, over budget or elsewhere: nothing', async () => {
    const place = await ownPlace(t, 'Gesuchsdorf');
    const elsewhere = await ownPlace(t, 'Anderswo');
    const on = await createLoggedInUser(t.app, t.database.db, { role: 'client', language: 'de' });
    const off = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
    const onId = await publishRequest(t, on, wishNoFeatures(place, { maxPrice: '1000' }));
    const offId = await publishRequest(t, off, wishNoFeatures(place, { maxPrice: '1000' }));
    await edit(t, off, 'request', offId, { alertsEnabled: 'false' });
    await t.app.jobs.runDue();

    const fits = await publishProperty(t, landlord, { ...fullListing(place), title: 'Passt', warmRent: '1050' });
    await publishProperty(t, landlord, { ...fullListing(place), title: 'Zu teuer', warmRent: '1101' });
    await publishProperty(t, landlord, { ...fullListing(elsewhere), title: 'Woanders' });
    await t.app.jobs.runDue();

    expect(await requestHits(onId)).toEqual([fits]);
    expect(await requestHits(offId)).toEqual([]);
    const notes = await notificationsOf(t, on);
    expect(notes.map((n) => n.data)).toEqual([
      expect.objectContaining({ source: 'request', requestId: onId, subjectType: 'property', subjectId: fits }),
    ]);
    expect(await notificationsOf(t, off)).toEqual([]);
    const mails = await mailsTo(t, on);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://app.test/property-details/${fits}`);
    expect(mails[0]!.text).not.toContain('Zu teuer');
    expect(await mailsTo(t, off)).toHaveLength(0);
  });
});
