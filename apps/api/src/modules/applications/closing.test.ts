import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationClosedReason } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, PASSWORD, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import { decide } from '../../../test/moderation-factories.ts';
import {
  applicant,
  applied,
  editListing,
  mailsTo,
  mine,
  moveTo,
  notificationsOf,
  runJobs,
  statusOf,
  withdraw,
} from '../../../test/application-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

/** A listing with live applications in each live status, and a withdrawn one. */
async function listingWithApplicants(title: string) {
  const { landlord, propertyId } = await landlordWithListing(t, { title });
  const live = [];
  for (const status of ['new', 'shortlisted', 'invited', 'offered'] as const) {
    const a = await applicant(t, propertyId, { language: 'en' });
    if (status !== 'new') expect((await moveTo(t, landlord, a.id, status)).statusCode).toBe(200);
    live.push(a);
  }
  const gone = await applicant(t, propertyId);
  expect((await withdraw(t, gone.tenant, gone.id)).statusCode).toBe(200);
  return { landlord, propertyId, live, gone };
}

const closingMails = async (who: LoggedIn, title: string) =>
  (await mailsTo(t, who)).filter((m) => m.subject.startsWith(`Application closed: ${title}`));

/** Every live application closed with the reason, each tenant told once; the withdrawn one left alone. */
async function expectClosed(
  x: Awaited<ReturnType<typeof listingWithApplicants>>,
  title: string,
  reason: ApplicationClosedReason,
  says: string,
) {
  for (const a of x.live) {
    const [item] = (await mine(t, a.tenant)).items;
    expect(item).toMatchObject({ id: a.id, status: 'closed', closedReason: reason, property: { title } });
    const mails = await closingMails(a.tenant, title);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(says);
    const [note] = await notificationsOf(t, a.tenant, 'applicationStatus');
    expect(note?.data).toMatchObject({ applicationId: a.id, status: 'closed', closedReason: reason });
  }
  expect(await statusOf(t, x.gone.tenant, x.gone.id)).toBe('withdrawn');
  expect(await notificationsOf(t, x.gone.tenant, 'applicationStatus')).toEqual([]);
}

describe('a listing that stops taking tenants closes its live applications', () => {
  it('let (status rented): closed once the job ran, reason `let`', async () => {
    const x = await listingWithApplicants('Altbau am Park');
    await editListing(t, x.landlord, x.propertyId, { status: 'rented' });
    expect(await statusOf(t, x.live[0]!.tenant, x.live[0]!.id)).toBe('new');
    await runJobs(t);
    await expectClosed(x, 'Altbau am Park', 'let', 'The flat “Altbau am Park” has been let.');
  });

  it('deactivated: reason `deactivated`', async () => {
    const x = await listingWithApplicants('Loft am Kanal');
    await editListing(t, x.landlord, x.propertyId, { status: 'deactivated' });
    await runJobs(t);
    await expectClosed(x, 'Loft am Kanal', 'deactivated', 'The listing “Loft am Kanal” is no longer active.');
  });

  it('removed by a moderation decision: reason `removed`', async () => {
    const x = await listingWithApplicants('Dachgeschoss');
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    await decide(t, { subjectType: 'property', subjectId: x.propertyId, reporters: [admin], action: 'remove' });
    await runJobs(t);
    await expectClosed(x, 'Dachgeschoss', 'removed', 'The listing “Dachgeschoss” has been removed.');
  });

  it('deleted: reason `deleted`; the tenant’s list keeps the title without the listing', async () => {
    const x = await listingWithApplicants('Souterrain');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/landlord/delete/${x.propertyId}`,
      headers: x.landlord.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs(t);
    await expectClosed(x, 'Souterrain', 'deleted', 'The listing “Souterrain” has been deleted.');
    const [item] = (await mine(t, x.live[0]!.tenant)).items;
    expect(item).toMatchObject({ propertyId: null, property: { id: null, title: 'Souterrain', city: null } });
  });

  it('a listing reopened before the job ran keeps its applications; let again, they close', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Wiedereröffnet' });
    const first = await applicant(t, propertyId);
    await editListing(t, landlord, propertyId, { status: 'rented' });
    await editListing(t, landlord, propertyId, { status: 'available' });
    await runJobs(t);
    expect(await statusOf(t, first.tenant, first.id)).toBe('new');
    const second = await applicant(t, propertyId);
    await runJobs(t);
    expect(await statusOf(t, second.tenant, second.id)).toBe('new');
    expect(await notificationsOf(t, first.tenant, 'applicationStatus')).toEqual([]);

    await editListing(t, landlord, propertyId, { status: 'rented' });
    await runJobs(t);
    expect(await statusOf(t, first.tenant, first.id)).toBe('closed');
    expect(await statusOf(t, second.tenant, second.id)).toBe('closed');
  });

  it('a listing reopened after the job ran takes new applications from the same tenants', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const a = await applicant(t, propertyId);
    await editListing(t, landlord, propertyId, { status: 'deactivated' });
    await runJobs(t);
    expect(await statusOf(t, a.tenant, a.id)).toBe('closed');
    await editListing(t, landlord, propertyId, { status: 'available' });
    const again = await applied(t, a.tenant, propertyId, a.requestId);
    await runJobs(t);
    expect(await statusOf(t, a.tenant, again)).toBe('new');
  });

  it('a landlord who erases the account: every live application closes with its notice before the rows go', async () => {
    const x = await listingWithApplicants('Gartenhaus');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: x.landlord.headers,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const a of x.live) {
      const mails = await closingMails(a.tenant, 'Gartenhaus');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('The listing “Gartenhaus” has been deleted.');
      const [note] = await notificationsOf(t, a.tenant, 'applicationStatus');
      expect(note?.data).toMatchObject({ applicationId: a.id, status: 'closed', closedReason: 'deleted' });
    }
    expect(await closingMails(x.gone.tenant, 'Gartenhaus')).toEqual([]);
  });
});
