import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { login, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import {
  applicant,
  listingAs,
  moveTo,
  runJobs,
  tenantWithRequest,
  withdraw,
} from '../../../test/application-factories.ts';

let t: TestContext;
let reader: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** The landlord's figures as a tenant reads them on the listing (signed in anew: time moves on). */
async function figures(propertyId: string) {
  reader = await login(t.app, (reader ?? (await tenantWithRequest(t)).tenant).user);
  return (await listingAs(t, reader, propertyId)).landlordResponse;
}

/** The landlord answers at these hours after the applications came in (the clock moves to each). */
async function answerAt(landlord: LoggedIn, steps: { id: string; hours: number; status: string }[]) {
  let now = 0;
  for (const s of steps) {
    t.clock.advance((s.hours - now) * HOUR);
    now = s.hours;
    const res = await moveTo(t, await login(t.app, landlord.user), s.id, s.status);
    expect(res.statusCode, res.body).toBe(200);
  }
  return now;
}

describe('the landlord’s response figures', () => {
  it('rate and median hours over the answered ones; an unanswered one counts once its 7 days are over', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const [a, b, c, d] = [
      await applicant(t, propertyId),
      await applicant(t, propertyId),
      await applicant(t, propertyId),
      await applicant(t, propertyId),
    ];
    expect(await figures(propertyId)).toEqual({ rate: null, medianHours: null, sample: 0 });
    const elapsed = await answerAt(landlord, [
      { id: a!.id, hours: 2, status: 'shortlisted' },
      { id: b!.id, hours: 10, status: 'invited' },
      { id: c!.id, hours: 30, status: 'declined' },
    ]);
    // D is still within its 7 days: not counted yet.
    expect(await figures(propertyId)).toEqual({ rate: 1, medianHours: 10, sample: 3 });

    t.clock.advance(7 * DAY - elapsed * HOUR + 60_000);
    await runJobs(t);
    expect(await statusOf(d!)).toBe('expired');
    expect(await figures(propertyId)).toEqual({ rate: 0.75, medianHours: 10, sample: 4 });
  });

  it('below 3 applications both figures are null', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const a = await applicant(t, propertyId);
    const b = await applicant(t, propertyId);
    await answerAt(landlord, [
      { id: a.id, hours: 1, status: 'shortlisted' },
      { id: b.id, hours: 3, status: 'declined' },
    ]);
    expect(await figures(propertyId)).toEqual({ rate: null, medianHours: null, sample: 2 });
  });

  it('a withdrawal before the 7 days and before any answer does not count; one after an answer does', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const answered = [await applicant(t, propertyId), await applicant(t, propertyId), await applicant(t, propertyId)];
    const early = await applicant(t, propertyId);
    const afterAnswer = await applicant(t, propertyId);
    await answerAt(landlord, [
      { id: answered[0]!.id, hours: 4, status: 'shortlisted' },
      { id: answered[1]!.id, hours: 5, status: 'shortlisted' },
      { id: answered[2]!.id, hours: 6, status: 'offered' },
      { id: afterAnswer.id, hours: 7, status: 'shortlisted' },
    ]);
    t.clock.advance(DAY);
    expect((await withdraw(t, await login(t.app, early.tenant.user), early.id)).statusCode).toBe(200);
    expect((await withdraw(t, await login(t.app, afterAnswer.tenant.user), afterAnswer.id)).statusCode).toBe(200);
    // Past every 7 days: the daily pass counts them all again.
    t.clock.advance(8 * DAY);
    await runJobs(t);
    expect(await figures(propertyId)).toEqual({ rate: 1, medianHours: 5.5, sample: 4 });
  });
});

async function statusOf(a: { tenant: LoggedIn; id: string }) {
  const who = await login(t.app, a.tenant.user);
  const res = await t.app.inject({ method: 'GET', url: '/api/applications', headers: who.headers });
  return res.json().items.find((i: { id: string }) => i.id === a.id)?.status;
}
