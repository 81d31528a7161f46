import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { login, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import {
  applicant,
  mailsTo,
  moveTo,
  notificationsOf,
  statusOf,
  tenantWithRequest,
  applied,
  applyTo,
  runJobs,
} from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
/** Time passes; the members sign in again (their tokens are older than that). */
async function later(ms: number, ...who: LoggedIn[]): Promise<LoggedIn[]> {
  t.clock.advance(ms);
  await runJobs(t);
  return Promise.all(who.map((w) => login(t.app, w.user)));
}

/** The member's mails about the listing of these tests (their requests' match alerts are others). */
const aboutTheFlat = async (who: LoggedIn) => (await mailsTo(t, who)).filter((m) => m.subject.includes('Altbau'));

describe('an application the landlord leaves unanswered', () => {
  it('expires after 7 days with a kind mail and a notification; an answered one does not', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    const silent = await applicant(t, propertyId, { language: 'en' });
    const german = await applicant(t, propertyId, { language: 'de' });
    const answered = await applicant(t, propertyId);
    expect((await moveTo(t, landlord, answered.id, 'shortlisted')).statusCode).toBe(200);

    let [a, b, c] = await later(6 * DAY, silent.tenant, german.tenant, answered.tenant);
    expect(await statusOf(t, a!, silent.id)).toBe('new');
    expect(await aboutTheFlat(a!)).toEqual([]);

    [a, b, c] = await later(DAY + 60_000, a!, b!, c!);
    expect(await statusOf(t, a!, silent.id)).toBe('expired');
    expect(await statusOf(t, b!, german.id)).toBe('expired');
    expect(await statusOf(t, c!, answered.id)).toBe('shortlisted');

    const mail = await t.smtp.waitFor(a!.user.email, (m) => m.subject.includes('Altbau'));
    expect(mail.subject).toContain('No answer: Altbau am Park');
    expect(mail.text).toContain('did not respond to your application for “Altbau am Park” within 7 days');
    expect(mail.text).toContain('It is not about you');
    const deMail = await t.smtp.waitFor(b!.user.email, (m) => m.subject.includes('Altbau'));
    expect(deMail.subject).toContain('Keine Antwort: Altbau am Park');
    expect(deMail.text).toContain('nicht innerhalb von 7 Tagen');
    expect(await notificationsOf(t, a!, 'applicationStatus')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ applicationId: silent.id, status: 'expired', propertyTitle: 'Altbau am Park' }),
      }),
    ]);
    // Once: another pass finds nothing more to do.
    [a] = await later(DAY, a!);
    expect(await aboutTheFlat(a!)).toHaveLength(1);
    expect(await notificationsOf(t, a!, 'applicationStatus')).toHaveLength(1);
    expect((await aboutTheFlat(c!)).map((m) => m.subject)).toEqual([expect.stringContaining('Engere Auswahl')]);
  });

  it('an expired application no longer counts against the tenant’s limit nor blocks applying again', async () => {
    const { tenant, requestId } = await tenantWithRequest(t);
    const listings = [];
    for (let i = 0; i < 3; i++) listings.push((await landlordWithListing(t)).propertyId);
    for (const p of listings) await applied(t, tenant, p, requestId);
    const fourth = (await landlordWithListing(t)).propertyId;
    expect((await applyTo(t, tenant, fourth, requestId)).statusCode).toBe(402);
    const [again] = await later(7 * DAY + 60_000, tenant);
    expect((await applyTo(t, again!, fourth, requestId)).statusCode).toBe(201);
    expect((await applyTo(t, again!, listings[0]!, requestId)).statusCode).toBe(201);
  });
});
