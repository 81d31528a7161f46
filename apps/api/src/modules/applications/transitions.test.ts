import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
  LANDLORD_APPLICATION_STATUSES,
  messages,
} from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { landlordWithListing } from '../../../test/viewing-factories.ts';
import {
  applicant,
  mailsTo,
  moveTo,
  notificationsOf,
  statusOf,
  tenantWithRequest,
  withdraw,
} from '../../../test/application-factories.ts';
import { closeAll, listen, next, open } from '../../realtime/test-sockets.ts';

let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
  url = await listen(t.app);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

/** How an application gets to each status before the step under test (by the API, as clients do). */
async function bringTo(landlord: LoggedIn, tenant: LoggedIn, id: string, status: ApplicationStatus) {
  if (status === 'new') return;
  const res = status === 'withdrawn' ? await withdraw(t, tenant, id) : await moveTo(t, landlord, id, status);
  expect(res.statusCode, res.body).toBe(200);
}

describe('PATCH /api/applications/:id', () => {
  const from: ApplicationStatus[] = ['new', 'shortlisted', 'invited', 'offered', 'declined', 'withdrawn'];
  it('allows exactly the steps of APPLICATION_TRANSITIONS; any other is 409 InvalidTransition and changes nothing', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    for (const status of from) {
      for (const target of LANDLORD_APPLICATION_STATUSES) {
        const { tenant, id } = await applicant(t, propertyId);
        await bringTo(landlord, tenant, id, status);
        const res = await moveTo(t, landlord, id, target);
        if (APPLICATION_TRANSITIONS[status].includes(target)) {
          expect(res.statusCode, `${status} → ${target}: ${res.body}`).toBe(200);
          expect(res.json()).toMatchObject({ id, status: target });
          expect(await statusOf(t, tenant, id)).toBe(target);
        } else {
          expect(res.statusCode, `${status} → ${target}`).toBe(409);
          expect(res.json().code).toBe('InvalidTransition');
          expect(await statusOf(t, tenant, id)).toBe(status);
        }
      }
    }
  });

  it('answers 404 to another landlord and for an unknown id, 403 to a tenant, 400 for a status tenants set', async () => {
    const { propertyId } = await landlordWithListing(t);
    const { tenant, id } = await applicant(t, propertyId);
    const other = await landlordWithListing(t);
    expect((await moveTo(t, other.landlord, id, 'shortlisted')).statusCode).toBe(404);
    expect((await moveTo(t, other.landlord, '00000000-0000-4000-8000-000000000000', 'declined')).statusCode).toBe(404);
    expect((await moveTo(t, tenant, id, 'shortlisted')).statusCode).toBe(403);
    const withdrawn = await moveTo(t, other.landlord, id, 'withdrawn');
    expect(withdrawn.statusCode).toBe(400);
    expect(withdrawn.json().code).toBe('ValidationFailed');
    expect(await statusOf(t, tenant, id)).toBe('new');
  });

  it('invited: the tenant gets the viewing invitation (with its mail), not an application mail', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    const { tenant, id } = await applicant(t, propertyId, { language: 'en' });
    const res = await moveTo(t, landlord, id, 'invited', 'Come and see it');
    expect(res.statusCode, res.body).toBe(200);
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/api/viewings/invitations',
      headers: tenant.headers,
    });
    expect(invitations.json().items).toEqual([
      expect.objectContaining({ propertyId, landlordId: landlord.user.id, message: 'Come and see it' }),
    ]);
    const mails = await mailsTo(t, tenant);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Invitation to a viewing: Altbau am Park')]);
    expect(await notificationsOf(t, tenant, 'applicationStatus')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ applicationId: id, status: 'invited' }) }),
    ]);
  });
});

describe('the tenant hears of each change at once', () => {
  it('shortlisted and offered: notification, live event and a mail in the tenant’s language', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    const { tenant, id } = await applicant(t, propertyId, { language: 'en' });
    const socket = await open(url, tenant.accessToken);
    const live = next<{ application: { id: string; status: string; property: { title: string } } }>(
      socket,
      'applicationStatus',
    );
    expect((await moveTo(t, landlord, id, 'shortlisted')).statusCode).toBe(200);
    expect((await live).application).toMatchObject({
      id,
      status: 'shortlisted',
      property: { title: 'Altbau am Park' },
    });
    expect(await notificationsOf(t, tenant, 'applicationStatus')).toEqual([
      expect.objectContaining({
        data: {
          applicationId: id,
          propertyId,
          propertyTitle: 'Altbau am Park',
          status: 'shortlisted',
          closedReason: null,
        },
      }),
    ]);
    const shortlistMail = await t.smtp.waitFor(tenant.user.email);
    expect(shortlistMail.subject).toContain('Shortlisted: Altbau am Park');
    expect(shortlistMail.text).toContain('/my-applications');

    const offeredLive = next<{ application: { status: string } }>(socket, 'applicationStatus');
    expect((await moveTo(t, landlord, id, 'offered')).statusCode).toBe(200);
    expect((await offeredLive).application.status).toBe('offered');
    const offerMail = await t.smtp.waitFor(tenant.user.email, (m) => m.subject.startsWith('An offer'));
    expect(offerMail.text).toContain('would like to offer you “Altbau am Park”');
    expect(await notificationsOf(t, tenant, 'applicationStatus')).toHaveLength(2);
    expect(await mailsTo(t, tenant)).toHaveLength(2);
  });

  it('declined: the landlord’s own words, or the kind default, in the tenant’s language', async () => {
    const { landlord, propertyId } = await landlordWithListing(t, { title: 'Altbau am Park' });
    const german = await applicant(t, propertyId, { language: 'de' });
    const english = await applicant(t, propertyId, { language: 'en' });
    const socket = await open(url, german.tenant.accessToken);
    const live = next<{ application: { id: string; status: string; answer: string | null } }>(
      socket,
      'applicationStatus',
    );

    const res = await moveTo(t, landlord, german.id, 'declined');
    expect(res.json()).toMatchObject({ status: 'declined', answer: null });
    expect((await live).application).toMatchObject({ id: german.id, status: 'declined', answer: null });
    const deMail = await t.smtp.waitFor(german.tenant.user.email);
    expect(deMail.subject).toContain('Deine Bewerbung für Altbau am Park');
    expect(deMail.text).toContain(messages.applicationDeclineDefault.de);

    const own = 'We chose a family with children, sorry.';
    expect((await moveTo(t, landlord, english.id, 'declined', own)).json()).toMatchObject({ answer: own });
    const enMail = await t.smtp.waitFor(english.tenant.user.email);
    expect(enMail.subject).toContain('Your application for Altbau am Park');
    expect(enMail.text).toContain(own);
    expect(enMail.text).not.toContain(messages.applicationDeclineDefault.en);
    expect(await notificationsOf(t, english.tenant, 'applicationStatus')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ applicationId: english.id, status: 'declined' }) }),
    ]);
  });

  it('a refused step tells the tenant nothing', async () => {
    const { landlord, propertyId } = await landlordWithListing(t);
    const { tenant, id } = await applicant(t, propertyId);
    expect((await moveTo(t, landlord, id, 'declined')).statusCode).toBe(200);
    expect((await moveTo(t, landlord, id, 'offered')).statusCode).toBe(409);
    expect(await notificationsOf(t, tenant, 'applicationStatus')).toHaveLength(1);
    expect(await mailsTo(t, tenant)).toHaveLength(1);
    const { tenant: other } = await tenantWithRequest(t);
    expect(await mailsTo(t, other)).toHaveLength(0);
  });
});
