import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Role } from '@mietmatch/contract';
import type { TestContext } from '../test-app.ts';
import { createLoggedInUser, multipart, pdfDocument, pngImage, propertyForm, requestForm } from '../factories.ts';
import type { LoggedIn } from '../factories.ts';
import { users, type NewUserRow } from '../../src/db/schema/index.ts';
import { addMonths } from '../../src/lib/clock.ts';
import { decide } from '../moderation-factories.ts';
import { pastBooking } from '../viewing-factories.ts';

/** The kinds of caller every route is called as. */
export const ACTORS = [
  'anonymous',
  'ownerTenant',
  'otherTenant',
  'ownerLandlord',
  'otherLandlord',
  'admin',
  'blocked',
  'softDeleted',
  'deactivated',
  'planEnded',
  'noAdditionalPlan',
] as const;
export type ActorName = (typeof ACTORS)[number];

/** What the access rules look at; the same facts describe a fresh account of that kind. */
export interface ActorFacts {
  role: Role | null;
  /** Blocked or soft-deleted: may not sign in. */
  locked?: boolean;
  deactivated?: boolean;
  planEnded?: boolean;
  additionalPlan?: boolean;
}

export const ACTOR_FACTS: Record<ActorName, ActorFacts> = {
  anonymous: { role: null },
  ownerTenant: { role: 'client', additionalPlan: true },
  otherTenant: { role: 'client', additionalPlan: true },
  ownerLandlord: { role: 'contractor' },
  otherLandlord: { role: 'contractor' },
  admin: { role: 'admin' },
  blocked: { role: 'client', locked: true },
  softDeleted: { role: 'client', locked: true },
  deactivated: { role: 'client', deactivated: true },
  planEnded: { role: 'client', planEnded: true },
  noAdditionalPlan: { role: 'client' },
};

const PAST = new Date('2020-01-01T00:00:00Z');

/** A signed-in account of one kind; the flags are set after the login, as they would be on a live session. */
export async function createActor(t: TestContext, name: Exclude<ActorName, 'anonymous'>): Promise<LoggedIn> {
  const facts = ACTOR_FACTS[name];
  const extra: Partial<NewUserRow> = facts.additionalPlan ? { additionalPlanExpiresAt: addMonths(new Date(), 3) } : {};
  const actor = await createLoggedInUser(t.app, t.database.db, { role: facts.role!, ...extra });
  const later: Partial<NewUserRow> = {
    ...(name === 'blocked' ? { isBlocked: true } : {}),
    ...(name === 'softDeleted' ? { isSoftDeleted: true } : {}),
    ...(facts.deactivated ? { isDeactivated: true } : {}),
    ...(facts.planEnded ? { paymentExpiresAt: PAST } : {}),
  };
  if (Object.keys(later).length > 0) {
    await t.database.db.update(users).set(later).where(eq(users.id, actor.user.id));
  }
  return actor;
}

export interface Fixtures {
  actors: Record<Exclude<ActorName, 'anonymous'>, LoggedIn>;
  propertyId: string;
  propertyImageName: string;
  requestId: string;
  requestImageId: string;
  requestDocumentId: string;
  inboxId: string;
  /** Written by the landlord, answered by the tenant: one message each. */
  landlordMessageId: string;
  tenantMessageId: string;
  /** A paid subscription and a paid additional-plan session, verified again by anyone holding their id. */
  paidSessionId: string;
  paidAdditionalSessionId: string;
  openSessionId: string;
  /** Members an admin acts on. */
  adminTarget: LoggedIn;
  /** A moderation decision that removed another listing of the owner landlord, reported by the owner tenant. */
  decisionId: string;
  /** A future slot of the listing (10 places), to which the owner tenant is invited. */
  viewingSlotId: string;
  /** The owner tenant's viewing of another listing of the owner landlord, started two hours ago. */
  pastBookingId: string;
}

async function ok(t: TestContext, opts: InjectOptions, status = 200) {
  const res = await t.app.inject(opts);
  if (res.statusCode !== status)
    throw new Error(`fixture ${JSON.stringify(opts).slice(0, 120)}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function createProperty(t: TestContext, landlord: LoggedIn) {
  const body = multipart(propertyForm(), {
    images: [{ data: await pngImage(), filename: 'p.png', type: 'image/png' }],
  });
  const headers = { ...landlord.headers, ...body.headers };
  return ok(t, { method: 'POST', url: '/api/landlord/create', payload: body.payload, headers }, 201);
}

export async function createRequest(t: TestContext, tenant: LoggedIn) {
  const files = {
    images: [{ data: await pngImage(), filename: 'i.png', type: 'image/png' }],
    documents: [{ data: pdfDocument(), filename: 'd.pdf', type: 'application/pdf' }],
  };
  const body = multipart(requestForm({ allowedFileView: 'false' }), files, { documentTitles: ['Schufa'] });
  const headers = { ...tenant.headers, ...body.headers };
  return ok(t, { method: 'POST', url: '/api/tenant/create-tenant-request', payload: body.payload, headers }, 201);
}

/** The landlord writes first about the tenant's request; the tenant answers. */
export async function createConversation(t: TestContext, landlord: LoggedIn, tenant: LoggedIn, requestId: string) {
  const first = await ok(t, {
    method: 'POST',
    url: '/api/inquiry/create-inbox',
    headers: landlord.headers,
    payload: { recipientId: tenant.user.id, subjectType: 'request', subjectId: requestId, message: 'Guten Tag' },
  });
  const answer = await ok(t, {
    method: 'POST',
    url: '/api/inquiry/send',
    headers: tenant.headers,
    payload: { inboxId: first.inbox.id, message: 'Hallo zurück' },
  });
  return {
    inboxId: first.inbox.id as string,
    landlordMessageId: first.message.id as string,
    tenantMessageId: answer.id,
  };
}

async function paidSession(t: TestContext, tenant: LoggedIn, additional: boolean, pay = true) {
  const started = await ok(t, {
    method: 'POST',
    url: `/api/auth/create-checkout-session${additional ? '?isAdditionalPlan=true' : ''}`,
    headers: tenant.headers,
    payload: { role: 'client', email: tenant.user.email, duration: 3 },
  });
  if (pay) await ok(t, { method: 'POST', url: `/api/payments/local/${started.sessionId}/pay` });
  return started.sessionId as string;
}

export async function createFixtures(t: TestContext): Promise<Fixtures> {
  const names = ACTORS.filter((a) => a !== 'anonymous');
  const actors = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await createActor(t, n)] as const)),
  ) as Fixtures['actors'];
  const { ownerTenant, ownerLandlord } = actors;

  const property = await createProperty(t, ownerLandlord);
  const request = await createRequest(t, ownerTenant);
  // The owner landlord asked for the tenant's documents and she granted it, twice: the first approval
  // releases the contact stage, the second the interest stage with her documents (request-stages.ts).
  for (let step = 0; step < 2; step++) {
    await ok(t, {
      method: 'POST',
      url: `/api/document-access/request?tenantId=${ownerTenant.user.id}`,
      headers: ownerLandlord.headers,
    });
    await ok(t, {
      method: 'PATCH',
      url: `/api/document-access/toggle-access?landlordId=${ownerLandlord.user.id}&to=granted`,
      headers: ownerTenant.headers,
    });
  }
  const conversation = await createConversation(t, ownerLandlord, ownerTenant, request.id);
  await ok(t, { method: 'POST', url: `/api/favorites/property/${property.id}`, headers: ownerTenant.headers });
  await ok(t, { method: 'POST', url: `/api/favorites/request/${request.id}`, headers: ownerLandlord.headers });

  return {
    actors,
    propertyId: property.id,
    propertyImageName: String(property.images[0].url).split('/').pop()!,
    requestId: request.id,
    requestImageId: request.images[0].id,
    requestDocumentId: request.documents[0].id,
    ...conversation,
    paidSessionId: await paidSession(t, ownerTenant, false),
    paidAdditionalSessionId: await paidSession(t, ownerTenant, true),
    openSessionId: await paidSession(t, ownerTenant, false, false),
    adminTarget: await createLoggedInUser(t.app, t.database.db, { role: 'client' }),
    decisionId: await removedListingDecision(t, ownerLandlord, ownerTenant),
    ...(await viewingFixtures(t, ownerLandlord, ownerTenant, property.id)),
  };
}

/** A slot of the listing the tenant is invited to, and a viewing of another listing that has started. */
async function viewingFixtures(t: TestContext, landlord: LoggedIn, tenant: LoggedIn, propertyId: string) {
  const slot = await ok(
    t,
    {
      method: 'POST',
      url: `/api/properties/${propertyId}/viewing-slots`,
      headers: landlord.headers,
      payload: { ...futureSlot(t, 48), capacity: 10 },
    },
    201,
  );
  await ok(
    t,
    {
      method: 'POST',
      url: '/api/viewings/invitations',
      headers: landlord.headers,
      payload: { propertyId, tenantId: tenant.user.id },
    },
    201,
  );
  const other = await createProperty(t, landlord);
  const past = await pastBooking(t, { propertyId: other.id, landlordId: landlord.user.id, tenantId: tenant.user.id });
  return { viewingSlotId: slot.id as string, pastBookingId: past.bookingId };
}

/** Half an hour starting `hours` from now (whole hours, so that slots of different hours never overlap). */
export function futureSlot(t: TestContext, hours: number) {
  const start = Math.floor(t.clock.now().getTime() / 3_600_000 + hours) * 3_600_000;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 1_800_000).toISOString() };
}

/** A second listing of the landlord, removed on the tenant's report (the first one stays as it is). */
export async function removedListingDecision(t: TestContext, landlord: LoggedIn, reporter: LoggedIn) {
  const listing = await createProperty(t, landlord);
  const { decision } = await decide(t, {
    subjectType: 'property',
    subjectId: listing.id,
    reporters: [reporter],
    action: 'remove',
  });
  return decision.id;
}
