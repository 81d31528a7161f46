/*
 * A small marketplace where every page has something to show, made through the API once per run:
 * a landlord with a listing (two viewing slots), a tenant with a request who favours the listing, saves a
 * search, is invited and booked; a conversation about the request; the landlord's document-access request
 * and favourite; a report for the admin's queue.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { createActiveAccount, type Session, type TestAccount } from './accounts';
import { createListing, createTenantRequest } from './marketplace';

const auth = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

interface Member {
  account: TestAccount;
  session: Session;
}

export interface World {
  landlord: Member;
  tenant: Member;
  propertyId: string;
  requestId: string;
  threadPath: string;
  savedSearchId: string;
}

async function ok(res: Promise<import('@playwright/test').APIResponse>) {
  const answer = await res;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** Two half-hour slots three days ahead (whole hours, so they exist in Berlin whatever the date). */
function slotTimes(hourOffset: number) {
  const start = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  start.setUTCHours(15 + hourOffset, 0, 0, 0);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 30 * 60_000).toISOString() };
}

export async function makeWorld(request: APIRequestContext): Promise<World> {
  const landlord = await createActiveAccount(request, 'contractor', { firstName: 'Jonas', lastName: 'Becker' });
  const tenant = await createActiveAccount(
    request,
    'client',
    { firstName: 'Mara', lastName: 'Schneider' },
    { postalArea: '10969 Berlin', profession: 'Lehrerin' },
  );
  const requestId = await createTenantRequest(request, tenant.session);
  const propertyId = await createListing(request, landlord.session, 'Altbau mit Balkon am Rathenauplatz');

  const inbox = await ok(
    request.post('/api/inquiry/create-inbox', {
      headers: auth(landlord.session),
      data: {
        recipientId: tenant.session.userId,
        subjectType: 'request',
        subjectId: requestId,
        message: 'Guten Tag, meine Wohnung am Rathenauplatz passt zu Ihrem Gesuch.',
      },
    }),
  );
  const inboxId = (inbox.inbox as { id: string }).id;
  await ok(
    request.post('/api/inquiry/send', {
      headers: auth(tenant.session),
      data: { inboxId, message: 'Vielen Dank, ich würde sie gern besichtigen.' },
    }),
  );

  const slots: string[] = [];
  for (const offset of [0, 1]) {
    const slot = await ok(
      request.post(`/api/properties/${propertyId}/viewing-slots`, {
        headers: auth(landlord.session),
        data: { ...slotTimes(offset), capacity: 3 },
      }),
    );
    slots.push(String(slot.id));
  }
  await ok(
    request.post('/api/viewings/invitations', {
      headers: auth(landlord.session),
      data: { propertyId, tenantId: tenant.session.userId },
    }),
  );
  await ok(request.post(`/api/viewing-slots/${slots[0]}/book`, { headers: auth(tenant.session) }));

  await ok(request.post(`/api/favorites/property/${propertyId}`, { headers: auth(tenant.session) }));
  await ok(request.post(`/api/favorites/request/${requestId}`, { headers: auth(landlord.session) }));
  await ok(
    request.post(`/api/document-access/request?tenantId=${tenant.session.userId}`, { headers: auth(landlord.session) }),
  );
  const saved = await ok(
    request.post('/api/saved-searches', {
      headers: auth(tenant.session),
      data: { kind: 'property', name: 'Köln, 3 Zimmer', filters: { city: 'Köln' }, alert: 'daily' },
    }),
  );
  await ok(
    request.post('/api/reports', {
      headers: auth(tenant.session),
      data: {
        subjectType: 'property',
        subjectId: propertyId,
        reason: 'false_information',
        explanation: 'Die Wohnfläche in der Anzeige stimmt nicht mit dem Grundriss überein.',
        goodFaith: true,
      },
    }),
  );
  return {
    landlord,
    tenant,
    propertyId,
    requestId,
    threadPath: `/inquiries-thread/request/${inboxId}`,
    savedSearchId: String(saved.id),
  };
}
