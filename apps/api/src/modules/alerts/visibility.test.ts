import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, login, type LoggedIn } from '../../../test/factories.ts';
import { decide, MODERATED_KINDS } from '../../../test/moderation-factories.ts';
import { reverseDecision } from '../moderation/decisions/effects.ts';
import { updateUser } from '../users/queries.ts';
import {
  edit,
  hitsOf,
  mailsTo,
  notificationsOf,
  ownPlace,
  publishProperty,
  publishRequest,
  saveSearch,
} from './alert-test-kit.ts';

let t: TestContext;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const member = (role: 'client' | 'contractor', extra = {}) =>
  createLoggedInUser(t.app, t.database.db, { role, ...extra });
/** A listing in a town of its own, and a tenant's instant search for that town. */
async function market(name: string) {
  const place = await ownPlace(t, name);
  const tenant = await member('client');
  const landlord = await member('contractor');
  const searchId = await saveSearch(t, tenant, 'property', { city: place.city });
  const listing = { city: place.city, postalCode: place.postalCode };
  return { place, tenant, landlord, searchId, listing };
}

describe('alerts follow what others may find', () => {
  it('a listing that becomes findable again alerts again: back to available, owner unblocked, moderation reversed', async () => {
    const m = await market('Wiederstadt');
    const id = await publishProperty(t, m.landlord, m.listing);
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toEqual([id]);

    // Past the mail bundle each time, so that every alert also gets its own mail.
    t.clock.advance(11 * MINUTE);
    const landlord = await login(t.app, m.landlord.user);
    await edit(t, landlord, 'property', id, { status: 'rented' });
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toHaveLength(1);
    await edit(t, landlord, 'property', id, { status: 'available' });
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toEqual([id, id]);

    t.clock.advance(11 * MINUTE);
    await updateUser(t.database.db, m.landlord.user.id, { isBlocked: true });
    await t.app.jobs.runDue();
    await updateUser(t.database.db, m.landlord.user.id, { isBlocked: false });
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toHaveLength(3);

    t.clock.advance(11 * MINUTE);
    const { decision } = await decide(t, {
      subjectType: 'property',
      subjectId: id,
      reporters: ['system'],
      action: 'remove',
    });
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toHaveLength(3);
    await t.database.db.transaction((tx) => reverseDecision(tx, MODERATED_KINDS, decision, m.landlord.user.id));
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toHaveLength(4);

    expect(await notificationsOf(t, m.tenant)).toHaveLength(4);
    expect(await mailsTo(t, m.tenant)).toHaveLength(4);
  });

  it('a listing hidden before its alert ran alerts nobody: rented, deactivated, owner blocked or deactivated, removed', async () => {
    const m = await market('Verstecktstadt');
    const hide: ((id: string, owner: LoggedIn) => Promise<unknown>)[] = [
      (id, owner) => edit(t, owner, 'property', id, { status: 'rented' }),
      (id, owner) => edit(t, owner, 'property', id, { status: 'deactivated' }),
      (_id, owner) => updateUser(t.database.db, owner.user.id, { isBlocked: true }),
      (_id, owner) => updateUser(t.database.db, owner.user.id, { isDeactivated: true }),
      (id) => decide(t, { subjectType: 'property', subjectId: id, reporters: ['system'], action: 'remove' }),
      (id) => decide(t, { subjectType: 'property', subjectId: id, reporters: ['system'], action: 'restrict' }),
    ];
    for (const hideIt of hide) {
      const owner = await member('contractor');
      const id = await publishProperty(t, owner, m.listing);
      await hideIt(id, owner);
    }
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toEqual([]);
    expect(await notificationsOf(t, m.tenant)).toEqual([]);
    expect(await mailsTo(t, m.tenant)).toEqual([]);
  });

  it('a request paused, or its owner blocked, before its alert ran alerts no landlord', async () => {
    const place = await ownPlace(t, 'Pausenstadt');
    const landlord = await member('contractor');
    const searchId = await saveSearch(t, landlord, 'request', { city: place.city });
    const request = { targetCity: place.city, targetPostalCode: place.postalCode, targetAddress: '' };
    const paused = await member('client');
    await edit(t, paused, 'request', await publishRequest(t, paused, request), { status: 'paused' });
    const blocked = await member('client');
    await publishRequest(t, blocked, request);
    await updateUser(t.database.db, blocked.user.id, { isBlocked: true });
    await t.app.jobs.runDue();
    expect(await hitsOf(t, searchId)).toEqual([]);
    expect(await mailsTo(t, landlord)).toEqual([]);
  });

  it("the subject's owner hears nothing of their own listing or request", async () => {
    const place = await ownPlace(t, 'Eigenstadt');
    const landlord = await member('contractor');
    const tenant = await member('client');
    const ownListingSearch = await saveSearch(t, landlord, 'property', { city: place.city });
    const ownRequestSearch = await saveSearch(t, tenant, 'request', { city: place.city });
    await publishProperty(t, landlord, { city: place.city, postalCode: place.postalCode });
    // The request's own alerts are off: the landlord's listing would rightly alert it (a standing search).
    const request = {
      targetCity: place.city,
      targetPostalCode: place.postalCode,
      targetAddress: '',
      alertsEnabled: 'false',
    };
    await publishRequest(t, tenant, request);
    await t.app.jobs.runDue();
    expect(await hitsOf(t, ownListingSearch)).toEqual([]);
    expect(await hitsOf(t, ownRequestSearch)).toEqual([]);
    expect(await mailsTo(t, landlord)).toEqual([]);
    expect(await mailsTo(t, tenant)).toEqual([]);
  });

  it('two saved searches of one member: a hit, a notification and a mail for each', async () => {
    const m = await market('Doppelstadt');
    const second = await saveSearch(
      t,
      m.tenant,
      'property',
      { city: m.place.city, numberOfRooms: '2' },
      'instant',
      'Zwei',
    );
    const id = await publishProperty(t, m.landlord, m.listing);
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toEqual([id]);
    expect(await hitsOf(t, second)).toEqual([id]);
    expect(await notificationsOf(t, m.tenant)).toHaveLength(2);
    expect(await mailsTo(t, m.tenant)).toHaveLength(2);
  });

  it('who may not be alerted: a blocked member gets no hit; a member whose plan ended a hit, but no notification or mail', async () => {
    const m = await market('Planstadt');
    const lapsed = await member('client');
    const lapsedSearch = await saveSearch(t, lapsed, 'property', { city: m.place.city });
    await updateUser(t.database.db, lapsed.user.id, { paymentExpiresAt: new Date(t.clock.now().getTime() - MINUTE) });
    const blocked = await member('client');
    const blockedSearch = await saveSearch(t, blocked, 'property', { city: m.place.city });
    await updateUser(t.database.db, blocked.user.id, { isBlocked: true });
    const id = await publishProperty(t, m.landlord, m.listing);
    await t.app.jobs.runDue();
    expect(await hitsOf(t, m.searchId)).toEqual([id]);
    expect(await hitsOf(t, lapsedSearch)).toEqual([id]);
    expect(await notificationsOf(t, lapsed)).toEqual([]);
    expect(await mailsTo(t, lapsed)).toEqual([]);
    expect(await hitsOf(t, blockedSearch)).toEqual([]);
    expect(await mailsTo(t, blocked)).toEqual([]);
  });
});
