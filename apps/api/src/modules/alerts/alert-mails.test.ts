import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, secondNode, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, login, type LoggedIn } from '../../../test/factories.ts';
import { eq } from 'drizzle-orm';
import { alertHits, jobs } from '../../db/schema/index.ts';
import { pendingJobs } from '../jobs/queries.ts';
import { lastMailedAt } from './alert-queries.ts';
import { scheduleAlertMail, scheduleAlertMailsAsDue } from './alert-delivery.ts';
import { nextDigest } from './digest-time.ts';
import {
  hitsOf,
  mailsTo,
  notificationsOf,
  ownPlace,
  publishProperty,
  publishRequest,
  saveSearch,
  unsubscribeTargetOf,
} from './alert-test-kit.ts';

let t: TestContext;
let second: FastifyInstance;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  // A second node on the same database, as behind a load balancer.
  second = await secondNode(t, 'b');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Logged in anew: these tests move the clock past the access token's life. */
const fresh = (who: LoggedIn) => login(t.app, who.user);
const listedIn = (place: { city: string; postalCode: string }, title: string) => ({ ...place, title });

describe('alert mails', () => {
  it('two nodes running the jobs at once: one hit and one mail per target', async () => {
    const place = await ownPlace(t, 'Zweiknotenstadt');
    const tenants = [await createLoggedInUser(t.app, t.database.db), await createLoggedInUser(t.app, t.database.db)];
    const searches = [];
    for (const tenant of tenants) searches.push(await saveSearch(t, tenant, 'property', { city: place.city }));
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const id = await publishProperty(t, landlord, listedIn(place, 'Zweimal?'));
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue(), t.app.jobs.runDue(), second.jobs.runDue()]);
    for (const [i, tenant] of tenants.entries()) {
      expect(await hitsOf(t, searches[i]!)).toEqual([id]);
      expect(await notificationsOf(t, tenant)).toHaveLength(1);
      expect(await mailsTo(t, tenant)).toHaveLength(1);
    }
  });

  it('two listings for one search on two nodes at once: one mail now, the other bundled', async () => {
    const place = await ownPlace(t, 'Gleichzeitigstadt');
    const tenant = await createLoggedInUser(t.app, t.database.db);
    const searchId = await saveSearch(t, tenant, 'property', { city: place.city });
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    await publishProperty(t, landlord, listedIn(place, 'Eins'));
    await publishProperty(t, landlord, listedIn(place, 'Zwei'));
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
    expect(await hitsOf(t, searchId)).toHaveLength(2);
    expect(await notificationsOf(t, tenant)).toHaveLength(2);
    const mails = await mailsTo(t, tenant);
    const mailed = (text: string) => ['Eins', 'Zwei'].filter((title) => text.includes(title));
    const listed = mails.flatMap((m) => mailed(m.text));
    // Either one mail with both, or one with the first and the other due 10 minutes later.
    if (mails.length === 1 && listed.length === 1) {
      t.clock.advance(10 * MINUTE + 1000);
      await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
      expect(await mailsTo(t, tenant)).toHaveLength(2);
    } else {
      expect(mails).toHaveLength(1);
    }
    expect((await mailsTo(t, tenant)).flatMap((m) => mailed(m.text)).sort()).toEqual(['Eins', 'Zwei']);
  });

  it('instant mails bundle: three listings within 10 minutes → one mail now and one with the other two after 10 minutes', async () => {
    const place = await ownPlace(t, 'Bündelstadt');
    const tenant = await createLoggedInUser(t.app, t.database.db, { language: 'en' });
    const searchId = await saveSearch(t, tenant, 'property', { city: place.city }, 'instant', 'Bundle');
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const first = await publishProperty(t, landlord, listedIn(place, 'First flat'));
    await t.app.jobs.runDue();
    expect((await mailsTo(t, tenant)).map((m) => m.subject)).toEqual([
      expect.stringContaining('1 new match for "Bundle"'),
    ]);

    t.clock.advance(3 * MINUTE);
    await publishProperty(t, await fresh(landlord), listedIn(place, 'Second flat'));
    await t.app.jobs.runDue();
    t.clock.advance(3 * MINUTE);
    await publishProperty(t, await fresh(landlord), listedIn(place, 'Third flat'));
    await t.app.jobs.runDue();
    // Told at once in the app, but no second mail within the 10 minutes.
    expect(await notificationsOf(t, tenant)).toHaveLength(3);
    expect(await mailsTo(t, tenant)).toHaveLength(1);

    t.clock.advance(3 * MINUTE);
    await t.app.jobs.runDue();
    expect(await mailsTo(t, tenant)).toHaveLength(1);
    t.clock.advance(MINUTE + 1000);
    await t.app.jobs.runDue();
    const mails = await mailsTo(t, tenant);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('2 new matches for "Bundle"');
    expect(mails[1]!.text).toContain('Second flat');
    expect(mails[1]!.text).toContain('Third flat');
    expect(mails[1]!.text).not.toContain('First flat');
    expect((await hitsOf(t, searchId))[0]).toBe(first);
    await t.app.jobs.runDue();
    expect(await mailsTo(t, tenant)).toHaveLength(2);
  });

  it('a hit within an open bundle is mailed at its end: one mail job per target and bundle, not one per hit', async () => {
    const place = await ownPlace(t, 'Massenimportstadt');
    const tenant = await createLoggedInUser(t.app, t.database.db);
    const searchId = await saveSearch(t, tenant, 'property', { city: place.city });
    const unmailedId = await saveSearch(t, await createLoggedInUser(t.app, t.database.db), 'property', {
      city: 'Anderswo',
    });
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    await publishProperty(t, landlord, listedIn(place, 'Erste'));
    await t.app.jobs.runDue();
    expect(await mailsTo(t, tenant)).toHaveLength(1);
    const mailedAt = (await lastMailedAt(t.database.db, { kind: 'savedSearch', id: searchId }))!.getTime();
    const dueTimes = async (id: string) =>
      (await pendingJobs(t.database.db, 'alertMail'))
        .filter((j) => j.key.startsWith(`savedSearch:${id}@`))
        .map((j) => j.runAt.getTime());
    const targets = [
      { kind: 'savedSearch' as const, id: searchId },
      { kind: 'savedSearch' as const, id: unmailedId },
    ];

    // Two more listings 3 and 4 minutes later (as a bulk import's fan-outs schedule them).
    t.clock.advance(3 * MINUTE);
    const threeMinutesOn = t.clock.now();
    await scheduleAlertMailsAsDue(t.database.db, targets, threeMinutesOn);
    t.clock.advance(MINUTE);
    await scheduleAlertMailsAsDue(t.database.db, targets, t.clock.now());
    expect(await dueTimes(searchId)).toEqual([mailedAt + 10 * MINUTE]);
    // A target never mailed is mailed at once, by one job for both hits.
    expect(await dueTimes(unmailedId)).toEqual([threeMinutesOn.getTime()]);

    // While a node runs that job (it may have claimed the hits already), a new hit makes it run once more.
    await t.database.db
      .update(jobs)
      .set({ claimedUntil: new Date(t.clock.now().getTime() + MINUTE) })
      .where(eq(jobs.key, `savedSearch:${unmailedId}@now`));
    await scheduleAlertMailsAsDue(t.database.db, targets.slice(1), t.clock.now());
    const [again, ...more] = (await pendingJobs(t.database.db, 'alertMail')).filter((j) =>
      j.key.startsWith(`savedSearch:${unmailedId}@`),
    );
    expect(more).toEqual([]);
    expect(again).toMatchObject({ claimedUntil: null, runAt: threeMinutesOn });
  });

  it('daily: no notification, one digest at 07:00 Berlin time (not before), once', async () => {
    const place = await ownPlace(t, 'Tagesstadt');
    const tenant = await createLoggedInUser(t.app, t.database.db);
    const searchId = await saveSearch(t, tenant, 'property', { city: place.city }, 'daily', 'Morgens');
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const id = await publishProperty(t, landlord, listedIn(place, 'Frühstückswohnung'));
    await t.app.jobs.runDue();
    expect(await hitsOf(t, searchId)).toEqual([id]);
    expect(await notificationsOf(t, tenant)).toEqual([]);
    expect(await mailsTo(t, tenant)).toEqual([]);

    const digest = nextDigest(t.clock.now());
    expect((await pendingJobs(t.database.db, 'dailyDigest')).map((j) => j.runAt)).toEqual([digest.at]);
    t.clock.advance(digest.at.getTime() - t.clock.now().getTime() - 2000);
    await t.app.jobs.runDue();
    expect(await mailsTo(t, tenant)).toEqual([]);
    t.clock.advance(2000);
    await Promise.all([t.app.jobs.runDue(), second.jobs.runDue()]);
    const [mail, ...more] = await mailsTo(t, tenant);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('Tagesübersicht: Ein neuer Treffer für „Morgens“');
    expect(mail!.text).toContain(`http://app.test/property-details/${id}`);
    t.clock.advance(24 * 60 * MINUTE);
    await t.app.jobs.runDue();
    expect(await mailsTo(t, tenant)).toHaveLength(1);
  });

  it("a target's mail marks only its own hits: another's digest still lists the same request", async () => {
    const place = await ownPlace(t, 'Zweizielstadt');
    const quick = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const patient = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    await saveSearch(t, quick, 'request', { city: place.city }, 'instant');
    await saveSearch(t, patient, 'request', { city: place.city }, 'daily');
    const tenant = await createLoggedInUser(t.app, t.database.db);
    const request = { targetCity: place.city, targetPostalCode: place.postalCode, targetAddress: '' };
    const id = await publishRequest(t, tenant, request);
    await t.app.jobs.runDue();
    expect(await mailsTo(t, quick)).toHaveLength(1);
    t.clock.advance(nextDigest(t.clock.now()).at.getTime() - t.clock.now().getTime());
    await t.app.jobs.runDue();
    const [digest, ...more] = await mailsTo(t, patient);
    expect(more).toEqual([]);
    expect(digest!.text).toContain(`http://app.test/tenant-request-details/${id}`);
  });

  it("a tenant request's alert mail is named by its city and unsubscribes the request's alerts", async () => {
    const place = await ownPlace(t, 'Gesuchsalarmstadt');
    const tenant = await createLoggedInUser(t.app, t.database.db);
    const requestId = await publishRequest(t, tenant, {
      targetCity: place.city,
      targetPostalCode: place.postalCode,
      targetAddress: '',
    });
    const landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
    const listing = await publishProperty(t, landlord, listedIn(place, 'Passt'));
    await t.app.jobs.runDue();
    // The hit as the fan-out writes it for a request the listing fits (the match rule is the matches module's).
    await t.database.db.insert(alertHits).values({
      requestId,
      userId: tenant.user.id,
      subjectType: 'property',
      subjectId: listing,
      createdAt: t.clock.now(),
    });
    await scheduleAlertMail(t.database.db, { kind: 'request', id: requestId }, t.clock.now());
    await t.app.jobs.runDue();
    const [mail, ...more] = await mailsTo(t, tenant);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(`Ein neuer Treffer für „${place.city}“`);
    expect(mail!.text).toContain(`http://app.test/property-details/${listing}`);
    expect(await unsubscribeTargetOf(mail!)).toEqual({
      userId: tenant.user.id,
      target: { kind: 'request', id: requestId },
    });
  });
});
