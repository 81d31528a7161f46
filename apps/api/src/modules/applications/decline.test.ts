import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import {
  applicant,
  declineMany,
  mailsTo,
  moveTo,
  notificationsOf,
  pipeline,
  statusOf,
  withdraw,
} from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

/** A listing with four live applications (one shortlisted) and a withdrawn one. */
async function crowdedListing() {
  const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
  const live = [];
  for (let i = 0; i < 4; i++) live.push(await applicant(t, propertyId, { language: i % 2 ? 'en' : 'de' }));
  expect((await moveTo(t, landlord, live[1]!.id, 'shortlisted')).statusCode).toBe(200);
  const gone = await applicant(t, propertyId);
  expect((await withdraw(t, gone.tenant, gone.id)).statusCode).toBe(200);
  return { landlord, propertyId, live, gone };
}

describe('POST /api/properties/:id/applications/decline', () => {
  it('`ids`: declines those, each tenant gets a mail with the message; final ones stay as they are', async () => {
    const { landlord, propertyId, live, gone } = await crowdedListing();
    const [a, b, c, d] = live;
    const res = await declineMany(t, landlord, propertyId, {
      ids: [a!.id, b!.id, gone.id],
      message: 'Leider schon vergeben.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ declined: 2 });
    expect(await statusOf(t, a!.tenant, a!.id)).toBe('declined');
    expect(await statusOf(t, b!.tenant, b!.id)).toBe('declined');
    expect(await statusOf(t, c!.tenant, c!.id)).toBe('new');
    expect(await statusOf(t, d!.tenant, d!.id)).toBe('new');
    expect(await statusOf(t, gone.tenant, gone.id)).toBe('withdrawn');
    for (const x of [a!, b!]) {
      const mail = await t.smtp.waitFor(x.tenant.user.email, (m) => m.text.includes('Leider schon vergeben.'));
      expect(mail.subject).toMatch(/(Deine Bewerbung für|Your application for) Altbau am Park/);
      const [newest] = await notificationsOf(t, x.tenant, 'applicationStatus');
      expect(newest?.data).toMatchObject({ applicationId: x.id, status: 'declined' });
    }
    expect(await mailsTo(t, c!.tenant)).toEqual([]);
    expect(await mailsTo(t, gone.tenant)).toEqual([]);
  });

  it('`except`: declines every other live one (“decline all others”), with the default text', async () => {
    const { landlord, propertyId, live, gone } = await crowdedListing();
    const [a, b, c, d] = live;
    const res = await declineMany(t, landlord, propertyId, { except: [b!.id] });
    expect(res.json()).toEqual({ declined: 3 });
    expect(await statusOf(t, b!.tenant, b!.id)).toBe('shortlisted');
    expect(await statusOf(t, gone.tenant, gone.id)).toBe('withdrawn');
    for (const x of [a!, c!, d!]) {
      expect(await statusOf(t, x.tenant, x.id)).toBe('declined');
      const mail = await t.smtp.waitFor(x.tenant.user.email);
      expect(mail.text).toContain(messages.applicationDeclineDefault[x.tenant.user.language]);
    }
    expect(await mailsTo(t, b!.tenant)).toHaveLength(1); // the shortlist's mail only
    expect((await pipeline(t, landlord, propertyId)).json().counts).toMatchObject({
      new: 0,
      shortlisted: 1,
      declined: 3,
      withdrawn: 1,
    });
  });

  it('neither: declines every live one; again: nothing is left to decline', async () => {
    const { landlord, propertyId, live } = await crowdedListing();
    const other = await landlordWithListing(t);
    const elsewhere = await applicant(t, other.propertyId);
    expect((await declineMany(t, landlord, propertyId, {})).json()).toEqual({ declined: 4 });
    for (const x of live) expect(await statusOf(t, x.tenant, x.id)).toBe('declined');
    expect(await statusOf(t, elsewhere.tenant, elsewhere.id)).toBe('new');
    expect((await declineMany(t, landlord, propertyId, {})).json()).toEqual({ declined: 0 });
    for (const x of live) expect(await mailsTo(t, x.tenant)).toHaveLength(x === live[1] ? 2 : 1);
  });

  it('`ids` of another listing’s applications decline nothing; another landlord gets 404', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const other = await landlordWithListing(t);
    const foreign = await applicant(t, other.propertyId);
    expect((await declineMany(t, landlord, propertyId, { ids: [foreign.id] })).json()).toEqual({ declined: 0 });
    const refused = await declineMany(t, landlord, other.propertyId, {});
    expect(refused.statusCode).toBe(404);
    expect(await statusOf(t, foreign.tenant, foreign.id)).toBe('new');
    expect(await mailsTo(t, foreign.tenant)).toEqual([]);
  });
});
