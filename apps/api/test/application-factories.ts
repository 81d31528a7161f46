import { expect } from 'vitest';
import type { TestContext } from './test-app.ts';
import { createLoggedInUser, multipart, type LoggedIn } from './factories.ts';
import { postRequest } from './match-factories.ts';
import { scheduleApplicationSweeps } from '../src/modules/applications/lifecycle.ts';

/** A tenant with a published request; `additionalPlan`: with the plan that lifts the open limit. */
export async function tenantWithRequest(
  t: TestContext,
  opts: { additionalPlan?: boolean; language?: 'de' | 'en'; firstName?: string; fields?: Record<string, string> } = {},
) {
  const tenant = await createLoggedInUser(t.app, t.database.db, {
    role: 'client',
    language: opts.language ?? 'de',
    firstName: opts.firstName ?? 'Mia',
    ...(opts.additionalPlan ? { additionalPlanExpiresAt: new Date(t.clock.now().getTime() + 90 * 86_400_000) } : {}),
  });
  const requestId = await postRequest(t, tenant, opts.fields);
  return { tenant, requestId };
}

export function applyTo(t: TestContext, tenant: LoggedIn, propertyId: string, requestId: string, message?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: tenant.headers,
    payload: { propertyId, requestId, ...(message ? { message } : {}) },
  });
}

/** An application that must be accepted; answers its id. */
export async function applied(
  t: TestContext,
  tenant: LoggedIn,
  propertyId: string,
  requestId: string,
): Promise<string> {
  const res = await applyTo(t, tenant, propertyId, requestId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A fresh tenant with a request who applied to the listing: the tenant and the application's id. */
export async function applicant(
  t: TestContext,
  propertyId: string,
  opts: Parameters<typeof tenantWithRequest>[1] = {},
) {
  const { tenant, requestId } = await tenantWithRequest(t, opts);
  return { tenant, requestId, id: await applied(t, tenant, propertyId, requestId) };
}

export function pipeline(t: TestContext, landlord: LoggedIn, propertyId: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/properties/${propertyId}/applications${query}`,
    headers: { ...landlord.headers, 'accept-language': 'de' },
  });
}

/** The landlord moves an application (`PATCH /api/applications/:id`). */
export function moveTo(t: TestContext, landlord: LoggedIn, id: string, status: string, message?: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${id}`,
    headers: landlord.headers,
    payload: { status, ...(message ? { message } : {}) },
  });
}

export function withdraw(t: TestContext, tenant: LoggedIn, id: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: tenant.headers });
}

export function declineMany(t: TestContext, landlord: LoggedIn, propertyId: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/applications/decline`,
    headers: landlord.headers,
    payload: body,
  });
}

/** The tenant's own list (`GET /api/applications`), as JSON. */
export async function mine(t: TestContext, tenant: LoggedIn, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/applications${query}`, headers: tenant.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The status of each application as its tenant's list shows it. */
export async function statusOf(t: TestContext, tenant: LoggedIn, id: string) {
  const page = await mine(t, tenant, '?pageSize=50');
  return page.items.find((a: { id: string }) => a.id === id)?.status;
}

interface NotificationItem {
  type: string;
  data: Record<string, unknown>;
}
/** The member's notifications of one type, newest first. */
export async function notificationsOf(t: TestContext, who: LoggedIn, type: string): Promise<NotificationItem[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications?pageSize=50', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as NotificationItem[]).filter((n) => n.type === type);
}

/** Every mail sent to the member so far (the due ones delivered first). */
export async function mailsTo(t: TestContext, who: LoggedIn) {
  await t.deliverMail();
  return t.smtp.mails.filter((m) => m.to.includes(who.user.email));
}

/** Edits the listing as its owner does (multipart `PATCH /api/landlord/update/:id`). */
export async function editListing(t: TestContext, landlord: LoggedIn, propertyId: string, fields: object) {
  const body = multipart(fields as Record<string, string>);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/landlord/update/${propertyId}`,
    payload: body.payload,
    headers: { ...landlord.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The listing as `who` reads it (`GET /api/landlord/:id`). */
export async function listingAs(t: TestContext, who: LoggedIn, propertyId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/landlord/${propertyId}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/**
 * One pass of the job table (tests run no poll), with the sweeps a node started a day ago would have
 * put in due now: the expiry sweep and the daily pass over the response figures.
 */
export async function runJobs(t: TestContext) {
  await scheduleApplicationSweeps(t.database.db, new Date(t.clock.now().getTime() - 86_400_000));
  await t.app.jobs.runDue();
}
